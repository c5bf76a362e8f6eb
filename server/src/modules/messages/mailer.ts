import type { FastifyBaseLogger } from 'fastify';
import { createTransport, type Transporter } from 'nodemailer';
import type { MessageSettings } from '../../config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** What the mail server answered: a 4xx or a lost connection is tried again later, a 5xx is final. */
export type MailResult = { ok: true; providerAnswer: string } | { ok: false; retryable: boolean; message: string; providerAnswer: string };

export interface Mailer {
  send(message: MailMessage): Promise<MailResult>;
}

/** Without SMTP_URL every e-mail is one log line (codes included), like SMS codes without a provider. */
export class LogMailer implements Mailer {
  constructor(private readonly log: Pick<FastifyBaseLogger, 'info'>) {}

  async send(m: MailMessage): Promise<MailResult> {
    this.log.info(`mail for ${m.to}: ${m.subject} — ${m.text.replaceAll('\n', ' ')}`);
    return { ok: true, providerAnswer: 'logged' };
  }
}

interface SmtpError {
  message?: string;
  responseCode?: number;
  response?: string;
  code?: string;
}

/** Sends through the SMTP server of SMTP_URL (nodemailer), one connection per message, from MAIL_FROM. */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(private readonly settings: Pick<MessageSettings, 'mailFrom' | 'timeoutMs'> & { smtpUrl: string }) {
    const t = settings.timeoutMs;
    this.transport = createTransport({ url: settings.smtpUrl, connectionTimeout: t, greetingTimeout: t, socketTimeout: t } as Parameters<
      typeof createTransport
    >[0]);
  }

  async send(m: MailMessage): Promise<MailResult> {
    try {
      const info = (await this.transport.sendMail({
        from: this.settings.mailFrom,
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html,
      })) as { response?: string };
      return { ok: true, providerAnswer: String(info.response ?? 'accepted') };
    } catch (err) {
      const e = err as SmtpError;
      const answer = e.response ?? e.message ?? String(err);
      const permanent = typeof e.responseCode === 'number' && e.responseCode >= 500;
      return { ok: false, retryable: !permanent, message: e.message ?? String(err), providerAnswer: answer };
    }
  }
}

export function createMailer(settings: MessageSettings, log: FastifyBaseLogger): Mailer {
  return settings.smtpUrl ? new SmtpMailer({ ...settings, smtpUrl: settings.smtpUrl }) : new LogMailer(log);
}
