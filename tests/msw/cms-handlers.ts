import { cms } from '@contract/index';
import { agreement } from './fixtures';
import { ok, onCall } from './contract';

export const cmsHandlers = [onCall(cms.getArticleDetail4Site, () => ok(agreement()))];
