import { orders, reference, tasks, tracking } from '@contract/index';
import { SYSTEM_PARAMS } from '../../server/src/seed/reference-data';
import { fail, ok, onCall } from './contract';
import { cityTree, positionTypes, provinceCityList, taskDetail, taskEnums, taskPage, taskSummary } from './task-fixtures';

/** Answers for the find-job calls every public screen may make; tests replace them with server.use(). */
export const taskHandlers = [
  onCall(tasks.selectTaskList, () => ok(taskPage([taskSummary(), taskSummary({ taskId: '102', title: '福田仓库分拣员' })]))),
  onCall(tasks.getPositionRecommendList, () => ok([{ positionTypeId: '601', name: '保安', taskCount: 12 }])),
  onCall(tasks.getRecommendTasks, () => ok([taskSummary()])),
  onCall(tasks.getPersonRecommend, () => ok([taskSummary()])),
  onCall(tasks.getTaskSummary, ({ body }) =>
    body.taskId === 'missing' ? fail('E000404', '任务不存在') : ok(taskSummary({ taskId: body.taskId })),
  ),
  onCall(tasks.getTaskDetail, ({ body }) =>
    body.taskId === 'missing' ? fail('E000404', '任务不存在') : ok(taskDetail({ taskId: body.taskId })),
  ),
  onCall(tasks.getAdviser, () => ok({ name: '王顾问', phone: '13900001111', wechat: 'wang-adviser' })),
  onCall(tasks.collectTask, ({ body }) => ok({ collected: body.collect })),
  onCall(tasks.getCollectionPage, () => ok({ list: [], total: 0, pageNum: 1, pageSize: 30 })),
  onCall(tasks.complainTask, () => ok({ complaintId: 'c-1' })),
  onCall(orders.takeOrder, () => ok({ orderId: 'o-1' })),
  onCall(reference.getCityThreeData, () => ok(cityTree())),
  onCall(reference.getProvinceCityList, () => ok(provinceCityList())),
  // The server's own seeded parameters, so the SPA is tested against what it will really be told.
  onCall(reference.getSystemParamByCode, ({ body }) => {
    const param = SYSTEM_PARAMS.find(([code]) => code === body.code.trim());
    return param ? ok({ code: param[0], value: param[1], description: param[2] }) : fail('E000404', '参数不存在');
  }),
  onCall(reference.getAllPositionTypes, () => ok({ positions: positionTypes() })),
  onCall(reference.listEnums, () => ok(taskEnums())),
  onCall(tracking.addTrackingEvents, () => ok(null)),
];
