import { createHash } from 'node:crypto';
import { PARTY_TYPE_LABELS, PLATFORM_PARTY_NAME, type PartyType } from '@contract/agreements.meta';
import { chinaDay } from '../../lib/time';
import { escapeHtml } from './sanitize';

export interface Party {
  name: string;
  creditCode: string | null;
  type: PartyType;
}

export interface FrameworkVersion {
  title: string;
  version: number;
  template_html: string;
  published_at: Date;
}

/** The person a company succeeds in a tripartite signing: their earlier signature. */
export interface Predecessor {
  name: string;
  version: number;
  signedAt: Date;
}

/** Hex SHA-256 of the text's UTF-8 bytes: what a signature records. */
export const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

const partyLine = (p: Party) =>
  p.type === 'company'
    ? `${escapeHtml(p.name)}（${PARTY_TYPE_LABELS.company}，统一社会信用代码：${escapeHtml(p.creditCode ?? '未登记')}）`
    : `${escapeHtml(p.name)}（${PARTY_TYPE_LABELS.person}）`;

/**
 * The framework agreement as one supplier signs it: a header naming both parties, the template with its
 * placeholders filled ({{partyName}}, {{partyCreditCode}}, {{partyType}}, {{platformName}}, {{version}}), and for
 * a tripartite signing the clause by which the company succeeds the person. Deterministic: the same version and
 * party give the same text, so its hash is stable between reading and signing.
 */
export function fillFramework(a: FrameworkVersion, party: Party, predecessor?: Predecessor): string {
  const values: Record<string, string> = {
    partyName: escapeHtml(party.name),
    partyCreditCode: escapeHtml(party.creditCode ?? ''),
    partyType: PARTY_TYPE_LABELS[party.type],
    platformName: escapeHtml(PLATFORM_PARTY_NAME),
    version: String(a.version),
  };
  const body = a.template_html.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, key: string) => values[key] ?? whole);
  const parts = [
    `<h1>${escapeHtml(a.title)}</h1>`,
    `<p>版本：第 ${a.version} 版（发布日期：${chinaDay(a.published_at)}）</p>`,
    `<p>甲方：${escapeHtml(PLATFORM_PARTY_NAME)}</p>`,
    `<p>乙方：${partyLine(party)}</p>`,
    body,
  ];
  if (predecessor) {
    parts.push(
      '<h2>三方确认条款</h2>',
      `<p>丙方（原签约方）：${escapeHtml(predecessor.name)}（${PARTY_TYPE_LABELS.person}），已于 ${chinaDay(predecessor.signedAt)} 以个人身份签署本协议第 ${predecessor.version} 版。</p>`,
      `<p>丙方已完成由个人认证升级为企业认证，自乙方签署之日起，丙方在本协议项下的全部权利与义务由乙方 ${escapeHtml(party.name)} 承继；甲方对此予以确认。丙方此前以个人身份作出的签署不再作为乙方的签署。</p>`,
    );
  }
  return parts.join('\n');
}
