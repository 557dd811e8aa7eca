import { Form, Input, Modal } from 'antd';
import type { ReactNode } from 'react';

export interface ReasonDialogProps {
  open: boolean;
  title: ReactNode;
  /** What will happen, in a sentence or two. */
  body?: ReactNode;
  okText: string;
  cancelText: string;
  /** A red OK button: the action takes something away (cancel, decline). */
  danger?: boolean;
  /** Asks for a reason (the person on the other side is told it); absent: a plain confirmation. */
  reason?: { label: string; placeholder: string; required: string; maxLength: number };
  /**
   * The action, given the trimmed reason: a mutation of the form and mutation kit (`useApiMutation`), which shows a
   * failure; the page closes the dialog on success, so a failed action leaves it open to try again or go back.
   */
  onConfirm: (reason: string | undefined) => void;
  /** The action is running (the mutation's `isPending`): the OK button shows it. */
  pending: boolean;
  onClose: () => void;
  testId: string;
}

/** The reason form's name, its element's id (one reason dialog is open at a time). */
const REASON_FORM = 'reason-form';

/**
 * The confirmation of a row action, with a required reason where one is asked (cancel an order, decline a
 * booking). Enter in the reason does not submit (it is a paragraph); the OK button does.
 */
export function ReasonDialog(props: ReasonDialogProps) {
  const { reason } = props;
  const [form] = Form.useForm<{ reason: string }>();
  // The pending state is the mutation's (props.pending): the dialog keeps no flag of its own.
  const submit = async () => {
    let text: string | undefined;
    if (reason) {
      try {
        text = (await form.validateFields()).reason.trim();
      } catch {
        return; // The field says what is missing.
      }
    }
    props.onConfirm(text);
  };
  return (
    <Modal
      open={props.open}
      title={props.title}
      okText={props.okText}
      // With a reason to give, OK is the form's submit button (Enter submits too): a form needs one (WCAG H32).
      okButtonProps={{ danger: props.danger, ...(reason && { htmlType: 'submit', form: REASON_FORM }) }}
      cancelText={props.cancelText}
      confirmLoading={props.pending}
      onOk={reason ? undefined : () => void submit()}
      onCancel={props.onClose}
      destroyOnHidden
      data-testid={props.testId}
    >
      {props.body}
      {reason && (
        <Form
          form={form}
          name={REASON_FORM}
          layout="vertical"
          preserve={false}
          onFinish={() => void submit()}
        >
          <Form.Item
            name="reason"
            label={reason.label}
            rules={[{ required: true, whitespace: true, message: reason.required }]}
          >
            <Input.TextArea
              autoFocus
              rows={3}
              maxLength={reason.maxLength}
              showCount
              placeholder={reason.placeholder}
            />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
