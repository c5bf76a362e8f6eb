/** The user's own account: codes to the own phone (send_ver_code / check_ver_code) and the phone change. */
export { userRoutes, type UserModule } from './routes';
export { createPhoneChange, type PhoneChange } from './phone-change';
export { createNameChange, type NameChange } from './name';
export { userEmailRoutes } from './email-routes';
