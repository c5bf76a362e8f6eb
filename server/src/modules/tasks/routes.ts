import * as tasks from '@contract/tasks';
import { json, type RouteEntry } from '../../http/operation';
import { collectTask, complainTask, getCollectionPage } from './actions';
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
