import { LightDescriptions } from '@/components/light/descriptions';
import { LightTitle } from '@/components/light/text';
import { beijingTime } from '@/lib/time';
import type { SignatureRecord as Record } from '@contract/agreements';
import { maskMobile } from '@contract/id-number';
import { CopyableCode } from './copyable-code';

export const signedTime = (iso: string) => beijingTime(iso, 'second');

/** Who signed, when, from which address, and the SHA-256 of the exact text signed. Printed with the contract. */
export function SignatureRecord({ record, party }: { record: Record; party?: string }) {
  const items = [
    ...(party ? [{ key: 'party', label: '签约方', children: party }] : []),
    { key: 'who', label: '签署人', children: `${record.signerName}（${maskMobile(record.signerPhone)}）` },
    { key: 'when', label: '签署时间', children: signedTime(record.signedAt) },
    { key: 'where', label: '签署地址', children: record.clientIp ?? '—' },
    {
      key: 'hash',
      label: '文本摘要（SHA-256）',
      children: <CopyableCode text={record.textHash} className="signature-hash" />,
    },
  ];
  return (
    <section className="signature-record" aria-label="签署记录">
      <LightTitle level={5}>签署记录</LightTitle>
      <LightDescriptions bordered size="small" column={1} items={items} />
    </section>
  );
}

/** The record as plain HTML rows, for the saved document. */
export function recordRows(record: Record, party?: string): [string, string][] {
  return [
    ...(party ? [['签约方', party] as [string, string]] : []),
    ['签署人', `${record.signerName}（${maskMobile(record.signerPhone)}）`],
    ['签署时间', signedTime(record.signedAt)],
    ['签署地址', record.clientIp ?? '—'],
    ['文本摘要（SHA-256）', record.textHash],
  ];
}
