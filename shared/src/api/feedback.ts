import type { useAppProps } from 'antd/es/app/context';
import type { ModalStaticFunctions } from 'antd/es/modal/confirm';
import { i18n } from '../i18n/instance';

/** How the API client talks to the person. */
export interface ApiFeedback {
  error(text: string): void;
  /** Resolves true when the person chose OK. */
  confirmRelogin(): Promise<boolean>;
}

/** antd's toast, notification and dialog APIs as `App.useApp()` gives them (the host provides them). */
export type FeedbackApis = useAppProps;

/** What the client's feedback uses of them: the themed APIs, or antd's static ones before those exist. */
interface FeedbackSources {
  message: Pick<FeedbackApis['message'], 'error'>;
  modal: Pick<ModalStaticFunctions, 'confirm'>;
}

const t = (key: string) => i18n.t(key, { ns: 'common' });

/** Spec section 8: an error toast, and the 'Please log in again' confirm (title Tips, OK / Cancel, warning). */
export function createApiFeedback({ message, modal }: FeedbackSources): ApiFeedback {
  return {
    error: (text) => void message.error(text),
    confirmRelogin: () =>
      new Promise((resolve) => {
        modal.confirm({
          title: t('request.tips'),
          content: t('request.relogin'),
          okText: t('request.ok'),
          cancelText: t('request.cancel'),
          type: 'warning',
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        });
      }),
  };
}

/**
 * Until the host hands over the themed APIs (the host's FeedbackBridge), antd's static ones serve. They are
 * imported on first use: the shared singleton is on the sign-in page, which must not download antd.
 */
function loadStaticApis(): Promise<FeedbackSources> {
  return Promise.all([import('antd/es/message'), import('antd/es/modal')]).then(([message, modal]) => ({
    message: message.default,
    modal: modal.default,
  }));
}

const defaultFeedback: ApiFeedback = {
  error: (text) => void loadStaticApis().then((apis) => createApiFeedback(apis).error(text)),
  confirmRelogin: () => loadStaticApis().then((apis) => createApiFeedback(apis).confirmRelogin()),
};
let feedback: ApiFeedback = defaultFeedback;

export function setApiFeedback(next: Partial<ApiFeedback>): void {
  feedback = { ...defaultFeedback, ...next };
}

export function getApiFeedback(): ApiFeedback {
  return feedback;
}
