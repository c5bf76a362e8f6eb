import * as platform from '@contract/platform/orders';
import { platformJson } from '../../http/platform-operation';
import type { RouteEntry } from '../../http/operation';
import { platformCandidateList, platformCandidateMove } from './platform';

/** 订单与候选人 in the platform console: candidates by status and their moves (operator and admin). */
export const platformCandidateRoutes: RouteEntry[] = [
  platformJson(platform.platformCandidateList, platformCandidateList),
  platformJson(platform.platformCandidateMove, platformCandidateMove),
];
