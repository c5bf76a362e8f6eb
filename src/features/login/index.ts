// The login screen (its own chunk); the header parts are in ./header, the endpoints in ./api.
export { LoginForm } from './components/login-form';
export { safeRedirect, afterLoginTarget } from './redirect';
