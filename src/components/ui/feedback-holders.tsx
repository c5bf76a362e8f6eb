import { useEffect } from 'react';
import message from 'antd/es/message';
import notification from 'antd/es/notification';
import Modal from 'antd/es/modal';
import type { Feedback, FeedbackConfig } from './app-feedback';
import { scoped } from './antd-scope';
import { announcingFeedback } from './live-region';

/**
 * antd's hook-based message, notification and modal, mounted once the first of them is wanted (app-feedback.tsx),
 * in the app's locale and theme; every toast and notification is also said in the page's live region.
 */
export default scoped(FeedbackHolders);

function FeedbackHolders({ config, onReady }: { config: FeedbackConfig; onReady: (api: Feedback) => void }) {
  const [messageApi, messageHolder] = message.useMessage(config.message);
  const [notificationApi, notificationHolder] = notification.useNotification(config.notification);
  const [modalApi, modalHolder] = Modal.useModal();
  useEffect(() => {
    onReady(announcingFeedback({ message: messageApi, notification: notificationApi, modal: modalApi }));
  }, [messageApi, notificationApi, modalApi, onReady]);
  return (
    <>
      {messageHolder}
      {notificationHolder}
      {modalHolder}
    </>
  );
}
