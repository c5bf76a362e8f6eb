import message from 'antd/es/message';
import notification from 'antd/es/notification';
import Modal from 'antd/es/modal';
import type { Feedback } from './app-feedback';
import { announcingFeedback } from './live-region';

/** antd's static methods, for components rendered outside FeedbackProvider (app-feedback.tsx), announced too. */
export const staticFeedback: Feedback = announcingFeedback({
  message,
  notification,
  modal: { confirm: Modal.confirm, info: Modal.info, success: Modal.success, error: Modal.error, warning: Modal.warning },
});
