import type { ModalFuncProps } from 'antd';
import type { ReactNode } from 'react';

/**
 * What a destructive confirm is given: the question and the words of its two buttons (the OK button names the
 * action, "Delete" or "Remove", never a bare "OK"), and anything else antd's confirm takes, except what decides its
 * focus and the OK button's look, which the helper owns.
 */
export interface DestructiveConfirm extends Omit<
  ModalFuncProps,
  'autoFocusButton' | 'focusable' | 'focusTriggerAfterClose' | 'okButtonProps' | 'okType'
> {
  title: ReactNode;
  okText: ReactNode;
  cancelText: ReactNode;
}

/**
 * The options of antd's `modal.confirm` (or `Modal.confirm`) for an action that destroys or takes something away:
 * it opens with the focus on Cancel, so an Enter pressed out of habit (the key that opened it, or the next one)
 * cancels instead of destroying; its OK button is red; Escape and Cancel give the focus back to the element that
 * opened it (set here too, so a ConfigProvider's `modal.focusable` cannot turn it off for these). Antd 6 reads the
 * first button's focus from `focusable.autoFocusButton`; the top-level `autoFocusButton` is deprecated.
 *
 * ```ts
 * modal.confirm(destructiveConfirm({ title: t('deleteTitle'), okText: t('delete'), cancelText: t('cancel'), onOk }));
 * ```
 */
export function destructiveConfirm(confirm: DestructiveConfirm): ModalFuncProps {
  return {
    ...confirm,
    okButtonProps: { danger: true },
    focusable: { autoFocusButton: 'cancel', focusTriggerAfterClose: true },
  };
}
