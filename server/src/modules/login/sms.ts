/** The senders live in the sms module; login names them here for its own files. */
export { LogSmsSender, type SmsSender, type SmsSendResult } from '../sms';
