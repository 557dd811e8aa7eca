import { Form, Modal, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { useListTexts } from './texts';

export interface FormDialogProps<Values> {
  open: boolean;
  title: ReactNode;
  /**
   * The form's name, its element's id: OK is the form's submit button (Enter in a field submits too, and a form
   * without a submit button fails WCAG's H32).
   */
  name: string;
  form: FormInstance<Values>;
  /** The save: a mutation of the form and mutation kit, which shows a failure at the fields or as a toast. */
  onFinish: (values: Values) => unknown;
  /** The save is running (the mutation's `isPending`): the OK button shows it. */
  pending: boolean;
  onClose: () => void;
  /** The OK button's text; "Save" by default. */
  okText?: string;
  testId?: string;
  okTestId?: string;
  width?: number;
  /** The fields are read-only (their values are still loading). */
  disabled?: boolean;
  /**
   * Keep the form mounted while the dialog is closed (a page that fills the form before opening it); otherwise the
   * dialog's content is dropped on close, so a new opening starts clean.
   */
  keepMounted?: boolean;
  /** Above the form (a sentence that says what the dialog does). */
  intro?: ReactNode;
  children: ReactNode;
}

/**
 * The dialog of a form that saves (create, edit, invite, a setting): antd's Modal and a vertical Form whose submit
 * button is the dialog's OK, busy while the save runs. The page keeps the form instance and the mutation and
 * closes the dialog in the mutation's `onSuccess`, so a refused save stays open with its messages.
 */
export function FormDialog<Values>(props: FormDialogProps<Values>) {
  const { t } = useListTexts();
  const { name, keepMounted } = props;
  return (
    <Modal
      open={props.open}
      title={props.title}
      okText={props.okText ?? t('save')}
      cancelText={t('cancel')}
      okButtonProps={{
        htmlType: 'submit',
        form: name,
        ...(props.okTestId && { 'data-testid': props.okTestId }),
      }}
      confirmLoading={props.pending}
      onCancel={props.onClose}
      width={props.width}
      forceRender={keepMounted}
      destroyOnHidden={!keepMounted}
      data-testid={props.testId}
    >
      {props.intro}
      <Form
        form={props.form}
        name={name}
        layout="vertical"
        disabled={props.disabled}
        onFinish={(values) => void props.onFinish(values)}
        // Tests find the form by its name.
        data-testid={name}
      >
        {props.children}
      </Form>
    </Modal>
  );
}
