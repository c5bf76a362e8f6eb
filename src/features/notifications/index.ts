// Notifications: the header's bell (load it lazily through './bell') and the 任务提醒 settings form.
export { notificationsApi } from './api';
export { TaskRemindForm, type Option, type TaskRemindFormProps } from './components/task-remind-form';
