import { connect } from 'node:net';
import * as login from '@contract/login';
import * as centre from '@contract/supplier-centre';
import { urlOf } from '../../src/http/route';
import { DEMO, loginAs } from '../helpers/session';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** Small, so the test never waits out the real 30 s (BODY_TIMEOUT_MS in production). */
const BODY_TIMEOUT_MS = 300;
/** The same for the headers (HEADERS_TIMEOUT_MS, 30 s in production). */
const HEADERS_TIMEOUT_MS = 300;

let t: TestApp;
const logs: string[] = [];
let port = 0;
beforeAll(async () => {
  t = await createTestApp({ config: { bodyTimeoutMs: BODY_TIMEOUT_MS, headersTimeoutMs: HEADERS_TIMEOUT_MS }, logs });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(() => t.close());

interface Exchange {
  status: number;
  headers: Record<string, string>;
  body: unknown;
  /** The server closed the connection (rather than the client giving up after `abortAfterMs`). */
  closed: boolean;
}

/**
 * Sends `head`, then `body` one byte every `everyMs` (a client trickling its body), and reads until the server
 * closes the connection or `abortAfterMs` passes (then the client resets it). Resolves with what came back.
 */
function exchange(head: string, body: string, { everyMs = 100, abortAfterMs = 5000, to = port } = {}): Promise<Exchange | null> {
  return new Promise((resolve, reject) => {
    const socket = connect(to, '127.0.0.1');
    const chunks: Buffer[] = [];
    let sent = 0;
    let trickle: NodeJS.Timeout | undefined;
    let aborted = false;
    const abort = setTimeout(() => {
      aborted = true;
      socket.destroy();
    }, abortAfterMs);
    socket.on('connect', () => {
      socket.write(head);
      trickle = setInterval(() => {
        if (sent < body.length && !socket.destroyed) socket.write(body[sent++]);
      }, everyMs);
    });
    socket.on('data', (d: Buffer) => chunks.push(d));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(trickle);
      clearTimeout(abort);
      const text = Buffer.concat(chunks).toString();
      if (!text) return resolve(null);
      const [top, payload] = text.split('\r\n\r\n');
      const [statusLine, ...lines] = top.split('\r\n');
      const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
      try {
        resolve({ status: Number(statusLine.split(' ')[1]), headers, body: JSON.parse(payload), closed: !aborted });
      } catch (err) {
        reject(err instanceof Error ? err : new Error(String(err)));
      }
    });
  });
}

const timedOut = { flag: false, errorCode: 'E000408', errorMsg: '请求超时：请求内容未在 1 秒内传完，请检查网络后重试', data: null };

describe('a request body that does not arrive in time', () => {
  it('is answered 408 with the envelope and the connection closed, on a route that needs no login', async () => {
    const res = await exchange(
      `POST ${urlOf(login.sendCode)} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 500000\r\n\r\n`,
      '{"phone":"1380000000"}',
    );
    expect(res).toMatchObject({ status: 408, closed: true, body: timedOut });
    expect(res?.headers.connection).toBe('close');
  });

  it('also when the body comes in chunks with no announced length', async () => {
    const res = await exchange(
      `POST ${urlOf(login.sendCode)} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`,
      '1\r\n{\r\n1\r\n"\r\n1\r\np\r\n',
    );
    expect(res).toMatchObject({ status: 408, closed: true, body: timedOut });
  });

  it('also for an upload', async () => {
    const { token } = await loginAs(t, DEMO.admin);
    const head = `POST ${urlOf(centre.uploadLogo)} HTTP/1.1\r\nHost: x\r\nAuthToken: ${token}\r\nContent-Type: multipart/form-data; boundary=XX\r\nContent-Length: 50000\r\n\r\n`;
    const res = await exchange(
      head,
      '--XX\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG',
      { everyMs: 5 },
    );
    expect(res).toMatchObject({ status: 408, closed: true, body: timedOut });
  });

  it('a body that arrives in time, even slowly, is answered as usual', async () => {
    // Its own server with a limit far above the trickle (13 bytes, one every 30 ms: about 0.4 s, longer than the
    // 300 ms limit above): with that limit, a loaded machine's late timers could make "in time" a race.
    const roomy = await createTestApp({ config: { bodyTimeoutMs: 10_000 } });
    try {
      await roomy.app.listen({ port: 0, host: '127.0.0.1' });
      const to = (roomy.app.server.address() as { port: number }).port;
      const body = '{"phone":"1"}';
      const res = await exchange(
        `POST ${urlOf(login.sendCode)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
        body,
        { everyMs: 30, to },
      );
      expect(res).toMatchObject({ status: 200, body: { flag: false, errorCode: 'E000400', errorMsg: 'phone：手机号格式不正确' } });
    } finally {
      await roomy.close();
    }
  });
});

describe('a client that holds a connection open', () => {
  it('with a body the route never reads: the answer closes the connection', async () => {
    // Content-Length announces far more than ever comes; /healthz answers without reading it.
    for (const path of ['/healthz', '/livez']) {
      const res = await exchange(`GET ${path} HTTP/1.1\r\nHost: x\r\nContent-Length: 500000\r\n\r\n`, 'x'.repeat(1000), { everyMs: 20 });
      expect(res).toMatchObject({ status: 200, closed: true, body: { status: 'ok' } });
      expect(res?.headers.connection).toBe('close');
    }
  });

  it('with headers that never end: 408 with the envelope once HEADERS_TIMEOUT_MS has passed', async () => {
    const res = await exchange('GET /livez HTTP/1.1\r\nHost: x\r\n', 'X-Slow: '.padEnd(1000, 'a'), { everyMs: 20 });
    expect(res).toMatchObject({ status: 408, closed: true, body: { flag: false, errorCode: 'E000408', data: null } });
  });
});

describe('a client that goes away mid-body', () => {
  it('is logged at info, not as an error', async () => {
    const { token } = await loginAs(t, DEMO.admin);
    logs.length = 0;
    const upload = `POST ${urlOf(centre.uploadLogo)} HTTP/1.1\r\nHost: x\r\nAuthToken: ${token}\r\nContent-Type: multipart/form-data; boundary=XX\r\nContent-Length: 50000\r\n\r\n`;
    const json = `POST ${urlOf(login.sendCode)} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n`;
    const part = '--XX\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG';
    expect(await exchange(upload, part, { everyMs: 1, abortAfterMs: 150 })).toBeNull();
    expect(await exchange(json, '{"phone":', { everyMs: 1, abortAfterMs: 150 })).toBeNull();
    await vi.waitFor(() => expect(logs.filter((l) => l.includes('client aborted the request'))).toHaveLength(2));
    const lines = logs.map((l) => JSON.parse(l) as { level: number; msg: string });
    expect(lines.filter((l) => l.msg === 'client aborted the request').map((l) => l.level)).toEqual([30, 30]);
    expect(lines.filter((l) => l.level >= 40)).toEqual([]);
  });
});

describe('what Node refuses before Fastify sees a request', () => {
  it('a malformed request and oversized headers get the envelope too', async () => {
    const garbage = await exchange('HELLO THERE\r\n\r\n', '');
    expect(garbage).toMatchObject({
      status: 400,
      closed: true,
      body: { flag: false, errorCode: 'E000400', errorMsg: '请求格式不正确', data: null },
    });
    const huge = await exchange(`GET /livez HTTP/1.1\r\nHost: x\r\nX-Pad: ${'a'.repeat(20_000)}\r\n\r\n`, '');
    expect(huge).toMatchObject({
      status: 431,
      closed: true,
      body: { flag: false, errorCode: 'E000400', errorMsg: '请求头过大', data: null },
    });
  });
});
