// 消息记录 (who receives what, and the messages sent to the supplier's members), loaded lazily by the personal centre.
export { MessageLogSection } from './components/message-log-section';
