// The user's own account in the personal centre: 账号安全 (phone change). The audit trail's table is in './audit'
// (its own chunk: the shared table loads only when 操作记录 opens).
export { PhoneChange } from './components/phone-change';
export { userApi } from './api';
