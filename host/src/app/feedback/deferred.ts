import type { FeedbackApis } from '@console/shared';
import type { MessageType } from 'antd/es/message/interface';

type ModalHandle = ReturnType<FeedbackApis['modal']['confirm']>;

/**
 * Stand-ins for antd's App APIs that work before the real ones exist: antd's App brings message,
 * notification and modal (~20 KiB gzip) to the console's first page, which shows none of them. Each call asks for
 * the real APIs (`request`) and runs once they are there; what it returns behaves like antd's own handles (a
 * message's close function and promise, a dialog's destroy/update/then).
 */
export function createDeferredApis(ready: Promise<FeedbackApis>, request: () => void): FeedbackApis {
  const later = <T>(run: (apis: FeedbackApis) => T): Promise<T> => {
    request();
    return ready.then(run);
  };
  // antd's message and dialog handles are thenables: a promise resolved with one would adopt its outcome (closed,
  // confirmed) instead of holding the handle, so they travel boxed (`{ handle }`).

  const messageCall =
    (method: 'info' | 'success' | 'error' | 'warning' | 'loading' | 'open') =>
    (...args: unknown[]): MessageType => {
      const opened = later((apis) => ({
        handle: (apis.message[method] as (...params: unknown[]) => MessageType)(...args),
      }));
      const closed = opened.then(
        ({ handle }) => new Promise<boolean>((resolve) => void handle.then(resolve)),
      );
      const close = () => void opened.then(({ handle }) => handle());
      return Object.assign(close, { then: closed.then.bind(closed) }) as MessageType;
    };

  const notificationCall =
    (method: 'info' | 'success' | 'error' | 'warning' | 'open') =>
    (...args: unknown[]): void =>
      void later((apis) => (apis.notification[method] as (...params: unknown[]) => void)(...args));

  const modalCall =
    (method: 'info' | 'success' | 'error' | 'warning' | 'confirm') =>
    (...args: Parameters<FeedbackApis['modal']['confirm']>): ModalHandle => {
      const opened = later((apis) => ({ handle: apis.modal[method](...args) }));
      const confirmed = opened.then(
        ({ handle }) => new Promise<boolean>((resolve) => void handle.then(resolve, () => resolve(false))),
      );
      return {
        destroy: () => void opened.then(({ handle }) => handle.destroy()),
        update: (update) => void opened.then(({ handle }) => handle.update(update)),
        then: (resolve, reject) =>
          confirmed.then(resolve, (error: unknown) => {
            reject();
            throw error;
          }),
      };
    };

  return {
    message: {
      info: messageCall('info'),
      success: messageCall('success'),
      error: messageCall('error'),
      warning: messageCall('warning'),
      loading: messageCall('loading'),
      open: messageCall('open'),
      destroy: (key) => void later((apis) => apis.message.destroy(key)),
    },
    notification: {
      info: notificationCall('info'),
      success: notificationCall('success'),
      error: notificationCall('error'),
      warning: notificationCall('warning'),
      open: notificationCall('open'),
      destroy: (key) => void later((apis) => apis.notification.destroy(key)),
    },
    modal: {
      info: modalCall('info'),
      success: modalCall('success'),
      error: modalCall('error'),
      warning: modalCall('warning'),
      confirm: modalCall('confirm'),
    },
  };
}
