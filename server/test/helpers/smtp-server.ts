import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  raw: string;
}

/** Decodes RFC 2047 words in a header (`=?UTF-8?B?…?=`, `=?UTF-8?Q?…?=`). */
function decodeWords(header: string): string {
  return header.replace(/\s*=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_m, enc: string, data: string) =>
    enc.toLowerCase() === 'b' ? Buffer.from(data, 'base64').toString('utf8') : decodeQp(data.replaceAll('_', ' ')),
  );
}

function decodeQp(s: string): string {
  const bytes: number[] = [];
  const src = s.replace(/=\r?\n/g, '');
  for (let i = 0; i < src.length; i++) {
    if (src[i] === '=' && /^[0-9A-F]{2}$/i.test(src.slice(i + 1, i + 3))) {
      bytes.push(parseInt(src.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(src[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(headers: string, body: string): string {
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQp(body);
  return body;
}

/** The decoded subject and text/html parts of a message as nodemailer writes it (enough for tests, not a MIME parser). */
export function parseMail(raw: string, to: string[]): ReceivedMail {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const subject = decodeWords(/^subject:\s*(.*)$/im.exec(unfolded)?.[1] ?? '');
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(unfolded)?.[1];
  const parts = boundary ? rest.join('\n\n').split(`--${boundary}`) : [];
  let text = '';
  let html = '';
  for (const part of parts) {
    const [h = '', ...b] = part.replace(/^\r?\n/, '').split(/\r?\n\r?\n/);
    const body = decodeBody(h, b.join('\n\n'));
    if (/content-type:\s*text\/plain/i.test(h)) text = body;
    if (/content-type:\s*text\/html/i.test(h)) html = body;
  }
  if (!boundary) text = decodeBody(unfolded, rest.join('\n\n'));
  return { to, subject, text, html, raw };
}

/**
 * A local SMTP server (smtp-server) that keeps what it receives. `answer` may refuse a message: a 4xx is a
 * temporary failure (the sender retries), a 5xx a final one.
 */
export async function startSmtpServer(
  answer: (mail: ReceivedMail, index: number) => { code: number; message: string } | 'hang' | null = () => null,
) {
  const received: ReceivedMail[] = [];
  const hung: ReceivedMail[] = [];
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const mail = parseMail(
          Buffer.concat(chunks).toString('utf8'),
          session.envelope.rcptTo.map((r) => r.address),
        );
        const refusal = answer(mail, count++);
        // Never answered: the sender waits (until it is killed or times out).
        if (refusal === 'hang') return void hung.push(mail);
        if (refusal) return callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
        received.push(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    hung,
    /** The last 6-digit code mailed to `to`. */
    lastCode(to: string): string {
      const mail = received.findLast((m) => m.to.includes(to));
      const code = mail && /验证码：(\d{6})/.exec(mail.text)?.[1];
      if (!code) throw new Error(`no code was mailed to ${to}`);
      return code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
