import { connect, type Socket } from 'node:net';
import WebSocket from 'ws';
import * as login from '@contract/login';
import { NOTICE_SOCKET_PATH } from '@contract/notifications.meta';
import { API_PREFIX, urlOf } from '../../src/http/route';
import { createTestApp, uniquePhone, type TestApp } from '../helpers/test-app';

/**
 * Shutdown in-process, step by step (the child-process test in test/process/ sends SIGTERM under load): what was
 * in flight is answered in full, what arrives after is answered 503 with the envelope, every connection closes.
 */
let t: TestApp;
let port = 0;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(() => t.close());

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

/** A raw connection: what the test writes goes out as is; `answer` is the first response and `closed` the end. */
function rawConnection() {
  const socket: Socket = connect(port, '127.0.0.1');
  let text = '';
  let onText = () => {};
  socket.on('data', (d: Buffer) => {
    text += d.toString();
    onText();
  });
  const closed = new Promise<'closed' | Error>((resolve) => {
    socket.on('error', (err) => resolve(err));
    socket.on('close', () => resolve('closed'));
  });
  const answer = new Promise<Answer>((resolve) => {
    onText = () => {
      const end = text.indexOf('\r\n\r\n');
      if (end < 0) return;
      const [statusLine, ...lines] = text.slice(0, end).split('\r\n');
      const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
      const body = text.slice(end + 4);
      if (Buffer.byteLength(body) < Number(headers['content-length'])) return;
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: JSON.parse(body) });
    };
  });
  const connected = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return { socket, connected, answer, closed, write: (s: string) => socket.write(s) };
}

const sendCodeHead = (body: string) =>
  `POST ${urlOf(login.sendCode)} HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`;

it('answers what it received, 503 with the envelope for what arrives after, closes sockets with 1001, then stops', async () => {
  // An idle keep-alive connection, its request answered before the shutdown.
  const idle = rawConnection();
  const first = JSON.stringify({ phone: uniquePhone() });
  idle.write(sendCodeHead(first) + first);
  expect((await idle.answer).body).toMatchObject({ flag: true });

  // In flight: headers in, half the body.
  const inFlight = rawConnection();
  const body = JSON.stringify({ phone: uniquePhone() });
  inFlight.write(sendCodeHead(body) + body.slice(0, 5));
  // Arriving: the request line only; the rest comes after the shutdown began.
  const late = rawConnection();
  late.write(`POST ${urlOf(login.sendCode)} HTTP/1.1\r\n`);
  const ws = new WebSocket(`ws://127.0.0.1:${port}${API_PREFIX}${NOTICE_SOCKET_PATH}`);
  const wsClosed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  await Promise.all([inFlight.connected, late.connected, new Promise((resolve) => ws.once('open', resolve))]);

  const stopped = t.app.close();
  // The sockets are closed once the server has taken in what reached it and answers 503 to the rest.
  expect(await wsClosed).toBe(1001);
  expect(await idle.closed).toBe('closed');

  inFlight.write(body.slice(5));
  const done = await inFlight.answer;
  expect(done).toMatchObject({ status: 200, body: { flag: true, errorCode: null } });
  expect(done.headers.connection).toBe('close');

  const after = JSON.stringify({ phone: uniquePhone() });
  late.write(`Host: x\r\nContent-Type: application/json\r\nContent-Length: ${after.length}\r\n\r\n${after}`);
  const refused = await late.answer;
  expect(refused).toMatchObject({
    status: 503,
    body: { flag: false, errorCode: 'E000503', errorMsg: '服务器正在重启，请稍后重试', data: null },
  });
  expect(refused.headers.connection).toBe('close');

  expect(await inFlight.closed).toBe('closed');
  expect(await late.closed).toBe('closed');
  await stopped;
});
