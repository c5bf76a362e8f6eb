/** The staff module's public face: staff accounts, their console sessions and the staff action log. */
export { STAFF_AUDIENCE, type StaffAuth } from './auth';
export { createStaffAuthenticator, type StaffAuthenticator } from './guard';
export { OPERATOR_NAME, recordStaffAction, type StaffAction } from './actions';
export { purgeEndedStaffSessions } from './sessions';
export { platformLogin, platformLogout, platformRefreshToken, platformSendCode, platformWhoami } from './auth-operations';
export { platformStaffCreate, platformStaffList, platformStaffUpdate } from './staff-operations';
export { platformActionExport, platformActionList } from './action-log';
export { platformActionRoutes, platformAuthRoutes, platformStaffRoutes } from './routes';
