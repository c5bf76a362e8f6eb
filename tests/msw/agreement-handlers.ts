import { agreements } from '@contract/index';
import { ok, onCall } from './contract';

/** Default answers for the agreement calls a logged-in screen makes on its own; tests replace them with server.use(). */
export const agreementHandlers = [onCall(agreements.checkSign, () => ok({ signed: true }))];
