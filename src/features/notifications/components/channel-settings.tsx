import { useState } from 'react';
import type { ChannelSetting } from '@contract/notifications';
import { EMAIL_ONLY_KINDS, type MessageKind } from '@contract/notifications.meta';
import { LightSwitch } from '@/components/light/switch';
import { QueryError } from '@/components/ui/query-state';
import { LightSkeleton } from '@/components/light/skeleton';
import { useChannelListQuery, useChannelSaveMutation } from '../api';
import '@/styles/message-settings.css';

type Channel = 'sms' | 'email';

/** 个人中心 → 消息设置: for every kind of message, 站内 (always on), 短信 and 邮件; each switch saves at once. */
export function ChannelSettings() {
  const { data, isError, refetch } = useChannelListQuery();
  const [save] = useChannelSaveMutation();
  const [saving, setSaving] = useState<MessageKind | null>(null);

  const toggle = async (row: ChannelSetting, channel: Channel, on: boolean) => {
    setSaving(row.kind);
    try {
      await save({ kind: row.kind, sms: channel === 'sms' ? on : row.sms, email: channel === 'email' ? on : row.email }).unwrap();
    } catch {
      // Told by the http layer; the switch keeps its saved state.
    } finally {
      setSaving(null);
    }
  };

  if (isError && !data) return <QueryError text="消息设置加载失败" onRetry={refetch} />;
  if (!data) return <LightSkeleton rows={6} />;
  return (
    <section aria-labelledby="message-settings-title">
      <h3 id="message-settings-title" className="message-settings-title">
        消息设置
      </h3>
      <p className="message-settings-hint">站内消息始终开启。短信发送到您的登录手机号；邮件只发送到已在「基本信息」中验证的邮箱。</p>
      <table className="message-settings-table">
        <thead>
          <tr>
            <th scope="col">消息类型</th>
            <th scope="col">站内</th>
            <th scope="col">短信</th>
            <th scope="col">邮件</th>
          </tr>
        </thead>
        <tbody>
          {data.list.map((row) => (
            <tr key={row.kind}>
              <th scope="row">{row.label}</th>
              <td>
                <SwitchCell id={`ch-${row.kind}-inapp`} label={`${row.label}：站内`} checked disabled onChange={() => undefined} />
              </td>
              <td>
                {EMAIL_ONLY_KINDS.includes(row.kind) ? (
                  <span className="message-settings-none">—</span>
                ) : (
                  <SwitchCell
                    id={`ch-${row.kind}-sms`}
                    label={`${row.label}：短信`}
                    checked={row.sms}
                    disabled={saving === row.kind}
                    onChange={(on) => void toggle(row, 'sms', on)}
                  />
                )}
              </td>
              <td>
                <SwitchCell
                  id={`ch-${row.kind}-email`}
                  label={`${row.label}：邮件`}
                  checked={row.email}
                  disabled={saving === row.kind}
                  onChange={(on) => void toggle(row, 'email', on)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function SwitchCell({
  id,
  label,
  checked,
  disabled,
  onChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <LightSwitch id={id} checked={checked} disabled={disabled} onChange={onChange} />
    </>
  );
}
