import type { FastifyInstance } from 'fastify';
import * as tasks from '@contract/tasks';
import type { Authenticator } from '../../http/auth';
import { registerEndpoint } from '../../http/route';
import type { TaskActions } from './actions';
import type { TaskService } from './service';

/** The find-job calls. `/open/` ones answer everybody and personalise `collected` for a valid token. */
export function taskRoutes(app: FastifyInstance, authenticate: Authenticator, service: TaskService, actions: TaskActions): void {
  registerEndpoint(app, authenticate, tasks.selectTaskList, ({ body, auth }) => service.list(body, auth));
  registerEndpoint(app, authenticate, tasks.getPositionRecommendList, ({ body }) => service.positionRecommend(body.size));
  registerEndpoint(app, authenticate, tasks.getRecommendTasks, ({ body, auth }) => service.recommend(body, auth));
  registerEndpoint(app, authenticate, tasks.getPersonRecommend, ({ body, auth }) => service.personRecommend(body.size, auth));
  registerEndpoint(app, authenticate, tasks.getTaskSummary, ({ body, auth }) => service.summary(body.taskId, auth));
  registerEndpoint(app, authenticate, tasks.getTaskDetail, ({ body, auth }) => service.detail(body.taskId, auth));
  registerEndpoint(app, authenticate, tasks.getAdviser, ({ body }) => service.adviser(body.taskId));
  registerEndpoint(app, authenticate, tasks.collectTask, ({ body, auth }) => actions.collect(body, auth));
  registerEndpoint(app, authenticate, tasks.getCollectionPage, ({ body, auth }) => actions.collectionPage(body, auth));
  registerEndpoint(app, authenticate, tasks.complainTask, ({ body, auth }) => actions.complain(body, auth));
}
