/** The user's own account: codes to the own phone (send_ver_code / check_ver_code), the phone change and the name. */
export { userRoutes } from './routes';
export { userEmailRoutes } from './email-routes';
