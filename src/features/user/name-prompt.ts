// The first-login name prompt (its own chunk: loaded only when a login asks for the name).
export { NamePrompt } from './components/name-prompt';
