import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a stand-in does with the next request: accept it, refuse it with a provider code, fail with a 5xx, or never answer. */
export type StandInAnswer = 'ok' | 'error5xx' | 'hang' | { refuse: string; message?: string };

/** One request the stand-in accepted as correctly signed. */
export interface ReceivedSms {
  phone: string;
  signName: string;
  templateId: string;
  /** The template's parameters in order (Aliyun's by their order in TemplateParam). */
  params: string[];
  /** Aliyun only: the variables by name. */
  named?: Record<string, string>;
}

export interface StandIn {
  /** The endpoint to configure (`http://127.0.0.1:<port>`). */
  url: string;
  /** Correctly signed requests, in order (refused and failed ones too). */
  received: ReceivedSms[];
  /** Requests whose signature did not verify (they were refused like the real API does). */
  badSignatures: string[];
  /** Queues answers for the next requests; once the queue is empty every request is accepted. */
  answerNext(...answers: StandInAnswer[]): void;
  close(): Promise<void>;
}

export interface Verdict {
  /** Why the signature or the call's shape is wrong; absent when both are right. */
  problem?: string;
  sms?: ReceivedSms;
}

export interface Protocol {
  verify(req: http.IncomingMessage, body: string): Verdict;
  reply(res: http.ServerResponse, answer: Exclude<StandInAnswer, 'hang'> | { badSignature: string }): void;
}

/** A local HTTP server that speaks one provider's SMS API (the protocol); it never reaches anything else. */
export async function startStandIn(protocol: Protocol): Promise<StandIn> {
  const received: ReceivedSms[] = [];
  const badSignatures: string[] = [];
  const queue: StandInAnswer[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const verdict = protocol.verify(req, Buffer.concat(chunks).toString('utf8'));
      if (verdict.problem || !verdict.sms) {
        badSignatures.push(verdict.problem ?? 'unreadable');
        protocol.reply(res, { badSignature: verdict.problem ?? 'unreadable' });
        return;
      }
      received.push(verdict.sms);
      const answer = queue.shift() ?? 'ok';
      if (answer !== 'hang') protocol.reply(res, answer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    badSignatures,
    answerNext: (...answers) => void queue.push(...answers),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const requestId = () => `stand-in-${Math.random().toString(16).slice(2, 10)}`;
