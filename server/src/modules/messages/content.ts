import { MESSAGE_KIND_TYPES, type MessageKind, type NoticeType } from '@contract/notifications.meta';
import type { MailMessage } from './mailer';

/** The kind of message a notice type is sent as (absent: the portal only). */
export const KIND_OF_TYPE = new Map<string, MessageKind>(
  Object.entries(MESSAGE_KIND_TYPES).flatMap(([kind, types]) =>
    (types as readonly NoticeType[]).map((t) => [t, kind as MessageKind] as const),
  ),
);

/** The SMS provider's template for a kind: `BILL_ISSUED`, `PAYOUT_FAILED` …; its one parameter is the notice's title. */
export const smsTemplateOf = (kind: string) => kind.toUpperCase();

const escapeHtml = (s: string) => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

const FOOTER = '这封邮件由供应商门户自动发送，请勿直接回复。如不想再收到此类邮件，请前往 个人中心 → 消息设置 关闭。';

/** A link back into the portal: the notice's own path, or the portal's home. */
export const portalLink = (portalUrl: string, link: string | null) => `${portalUrl}${link && link.startsWith('/') ? link : '/'}`;

/** A message in Chinese with a plain-text and an HTML part and a link back to the object in the portal. */
export function renderEmail(m: { to: string; subject: string; body: string; link: string | null }, portalUrl: string): MailMessage {
  const url = portalLink(portalUrl, m.link);
  const text = `您好：\n\n${m.subject}\n\n${m.body}\n\n查看详情：${url}\n\n——\n${FOOTER}`;
  const paragraphs = m.body
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => `<p style="margin:0 0 8px">${escapeHtml(line)}</p>`)
    .join('');
  const html =
    `<!doctype html><html lang="zh-CN"><body style="font-family:sans-serif;color:#222">` +
    `<p>您好：</p><h2 style="font-size:18px">${escapeHtml(m.subject)}</h2>${paragraphs}` +
    `<p><a href="${escapeHtml(url)}">在供应商门户中查看</a></p>` +
    `<hr><p style="color:#888;font-size:12px">${escapeHtml(FOOTER)}</p></body></html>`;
  return { to: m.to, subject: `【供应商门户】${m.subject}`, text, html };
}

/** Masks a phone (138****0000) or an e-mail address (z***@example.com) for the administrator's log. */
export function maskRecipient(recipient: string): string {
  const at = recipient.indexOf('@');
  if (at > 0) return `${recipient[0]}***${recipient.slice(at)}`;
  return recipient.length === 11 ? `${recipient.slice(0, 3)}****${recipient.slice(7)}` : recipient;
}

const CST_OFFSET_MS = 8 * 3600_000;
/** The daily digest goes out at 18:00 Beijing time. */
export const DIGEST_HOUR = 18;

/** The digest a notice written at `at` goes into: today's before 18:00 Beijing time, tomorrow's from then on. */
export function digestDayOf(at: Date): string {
  const china = new Date(at.getTime() + CST_OFFSET_MS);
  if (china.getUTCHours() >= DIGEST_HOUR) china.setUTCDate(china.getUTCDate() + 1);
  return china.toISOString().slice(0, 10);
}

/** The last day whose digest is due at `at`: today from 18:00 Beijing time, yesterday before. */
export function lastDueDigestDay(at: Date): string {
  const china = new Date(at.getTime() + CST_OFFSET_MS);
  if (china.getUTCHours() < DIGEST_HOUR) china.setUTCDate(china.getUTCDate() - 1);
  return china.toISOString().slice(0, 10);
}
