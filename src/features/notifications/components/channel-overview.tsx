import { MESSAGE_KIND_LABELS, type MessageKind } from '@contract/notifications.meta';
import { QueryError } from '@/components/ui/query-state';
import { useChannelOverviewQuery } from '../api';
import '@/styles/message-settings.css';

const namesOf = (kinds: MessageKind[]) => (kinds.length ? kinds.map((k) => MESSAGE_KIND_LABELS[k]).join('、') : '无');

/** 消息记录 → 成员接收设置: which member receives what by SMS and by e-mail (站内 is everyone's). */
export function ChannelOverview() {
  const { data, isError, refetch } = useChannelOverviewQuery();
  if (isError && !data) return <QueryError text="成员接收设置加载失败" onRetry={refetch} />;
  if (!data) return null;
  return (
    <section aria-labelledby="channel-overview-title" className="channel-overview">
      <h3 id="channel-overview-title" className="message-settings-title">
        成员接收设置
      </h3>
      <table className="message-settings-table channel-overview-table">
        <thead>
          <tr>
            <th scope="col">成员</th>
            <th scope="col">短信接收</th>
            <th scope="col">邮件接收</th>
          </tr>
        </thead>
        <tbody>
          {data.list.map((m) => (
            <tr key={m.userId}>
              <th scope="row">
                {m.userName}
                <br />
                <span className="message-settings-none">{m.phone}</span>
              </th>
              <td>{namesOf(m.channels.filter((c) => c.sms).map((c) => c.kind))}</td>
              <td>
                {m.emailVerified ? (
                  namesOf(m.channels.filter((c) => c.email).map((c) => c.kind))
                ) : (
                  <span className="channel-overview-nowrap">未验证邮箱</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
