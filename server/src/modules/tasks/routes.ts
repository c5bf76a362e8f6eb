import * as tasks from '@contract/tasks';
import * as platform from '@contract/platform/tasks';
import { json, type RouteEntry } from '../../http/operation';
import { platformJson } from '../../http/platform-operation';
import { collectTask, complainTask, getCollectionPage } from './actions';
import { platformTaskClose, platformTaskList, platformTaskPublish, platformTaskUpdate } from './platform';
import {
  getAdviser,
  getPersonRecommend,
  getPositionRecommendList,
  getRecommendTasks,
  getTaskDetail,
  getTaskSummary,
  selectTaskList,
} from './service';

/** The find-job calls. `/open/` ones answer everybody and personalise `collected` for a valid token. */
export const taskRoutes: RouteEntry[] = [
  json(tasks.selectTaskList, selectTaskList),
  json(tasks.getPositionRecommendList, getPositionRecommendList),
  json(tasks.getRecommendTasks, getRecommendTasks),
  json(tasks.getPersonRecommend, getPersonRecommend),
  json(tasks.getTaskSummary, getTaskSummary),
  json(tasks.getTaskDetail, getTaskDetail),
  json(tasks.getAdviser, getAdviser),
  json(tasks.collectTask, collectTask),
  json(tasks.getCollectionPage, getCollectionPage),
  json(tasks.complainTask, complainTask),
];

/** The console's 任务 (staff only; the roles are the contract's). */
export const platformTaskRoutes: RouteEntry[] = [
  platformJson(platform.platformTaskList, platformTaskList),
  platformJson(platform.platformTaskPublish, platformTaskPublish),
  platformJson(platform.platformTaskUpdate, platformTaskUpdate),
  platformJson(platform.platformTaskClose, platformTaskClose),
];
