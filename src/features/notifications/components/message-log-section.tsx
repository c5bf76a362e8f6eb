import { ChannelOverview } from './channel-overview';
import { MessageLog } from './message-log';

/** 个人中心 → 消息记录: which member receives what, then every message sent. */
export function MessageLogSection() {
  return (
    <>
      <ChannelOverview />
      <MessageLog />
    </>
  );
}
