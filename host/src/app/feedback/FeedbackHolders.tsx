import { message, Modal, notification } from 'antd';
import { useEffect } from 'react';
import type { FeedbackApis } from '@console/shared';

/**
 * antd's themed toast, notification and dialog hooks and the elements that draw them (what antd's App renders).
 * Loaded on first use or once the first page is drawn; rendered inside the theme, so they follow it.
 */
export default function FeedbackHolders({ onReady }: { onReady: (apis: FeedbackApis) => void }) {
  const [messageApi, messageHolder] = message.useMessage();
  const [notificationApi, notificationHolder] = notification.useNotification();
  const [modalApi, modalHolder] = Modal.useModal();
  useEffect(
    () => onReady({ message: messageApi, notification: notificationApi, modal: modalApi }),
    [onReady, messageApi, notificationApi, modalApi],
  );
  return (
    <>
      {modalHolder}
      {messageHolder}
      {notificationHolder}
    </>
  );
}
