import { Form, Modal, type FormInstance, type GetRef } from 'antd';
import { useRef, type ReactNode } from 'react';
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

/** The controls of a form that take the focus (a hidden input never does). */
const CONTROLS =
  'input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled), button:not(:disabled)';

/**
 * Puts the focus on the form's first control that takes it, unless the focus is in the form already (the person
 * clicked a field while the dialog was opening). A control that cannot take the focus (not shown) is skipped.
 */
function focusFirstControl(form: HTMLElement | null | undefined) {
  if (!form || form.contains(document.activeElement)) return;
  for (const control of form.querySelectorAll<HTMLElement>(CONTROLS)) {
    if (control.tabIndex < 0) continue;
    control.focus();
    if (document.activeElement === control) return;
  }
}

/**
 * The dialog of a form that saves (create, edit, invite, a setting): antd's Modal and a vertical Form whose submit
 * button is the dialog's OK, busy while the save runs. The page keeps the form instance and the mutation and
 * closes the dialog in the mutation's `onSuccess`, so a refused save stays open with its messages. It opens with the
 * focus on the form's first field, so a person can type at once.
 */
export function FormDialog<Values>(props: FormDialogProps<Values>) {
  const { t } = useListTexts();
  const { name, keepMounted } = props;
  const formRef = useRef<GetRef<typeof Form<Values>>>(null);
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
      // A field can take the focus only once the dialog shows: antd shows its content a render after `open` (a
      // kept-mounted form is hidden until then, so an `autoFocus` would act on a hidden field), then runs its open
      // motion. antd calls this when that motion has ended (at once without motion), after putting the focus on the
      // dialog itself: no frames to count.
      afterOpenChange={(opened) => {
        if (opened) focusFirstControl(formRef.current?.nativeElement);
      }}
    >
      {props.intro}
      <Form
        ref={formRef}
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
