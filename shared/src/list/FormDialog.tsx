import { Form, Modal, type FormInstance, type GetRef } from 'antd';
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
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
 * Puts the focus on the form's first control that takes it; false when none does (all disabled, or the dialog not
 * shown yet). A control that cannot take the focus (not shown) is skipped.
 */
function focusFirstControl(form: HTMLElement): boolean {
  for (const control of form.querySelectorAll<HTMLElement>(CONTROLS)) {
    if (control.tabIndex < 0) continue;
    control.focus();
    if (document.activeElement === control) return true;
  }
  return false;
}

/** What the field focus reads of the form's ref: its element. */
type FormRef = RefObject<{ nativeElement?: HTMLElement } | null>;

/**
 * While the dialog is open, puts the focus on the form's first field as soon as one can take it, once per opening:
 * at once when the dialog shows it (so keys typed during the open motion go to the field, not to the dialog), or
 * when the form is enabled later (its values were loading). Each change in the dialog's elements is a chance:
 * antd shows a kept-mounted form a render after `open`, and the fields lose `disabled` when the form does. It gives
 * up for this opening once the focus is in the form (a click on a field) or once the person has moved it to
 * another control of the dialog (a Tab or a pointer press inside it, then the focus on something else than the
 * dialog box).
 *
 * Rendered inside the form, so that its effect runs in the commit that mounts the dialog's content (antd mounts it a
 * render after `open`, without rendering FormDialog again). The first try waits for a microtask: antd's dialog
 * records the element to give the focus back to on close in an effect of that same commit, run after this one (an
 * ancestor's effects run after its children's), and only while the focus is still outside the dialog.
 */
function FirstFieldFocus({ open, formRef }: { open: boolean; formRef: FormRef }) {
  useEffect(() => {
    const form = formRef.current?.nativeElement;
    const dialog = form?.closest<HTMLElement>('[role="dialog"]');
    if (!open || !form || !dialog) return;
    let done = false;
    let steered = false;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Tab') steered = true;
    };
    const onPointer = () => {
      steered = true;
    };
    const observer = new MutationObserver(() => attempt());
    const stop = () => {
      done = true;
      observer.disconnect();
      dialog.removeEventListener('keydown', onKey, true);
      dialog.removeEventListener('pointerdown', onPointer, true);
    };
    const attempt = () => {
      if (done) return;
      const active = document.activeElement;
      const moved = steered && active !== dialog && dialog.contains(active);
      if (form.contains(active) || moved || focusFirstControl(form)) stop();
    };
    dialog.addEventListener('keydown', onKey, true);
    dialog.addEventListener('pointerdown', onPointer, true);
    // The dialog box's own style and motion classes change as antd shows it, not only the form.
    observer.observe(dialog, { subtree: true, childList: true, attributes: true });
    queueMicrotask(attempt);
    return stop;
  }, [open, formRef]);
  return null;
}

/**
 * The dialog of a form that saves (create, edit, invite, a setting): antd's Modal and a vertical Form whose submit
 * button is the dialog's OK, busy while the save runs. The page keeps the form instance and the mutation and
 * closes the dialog in the mutation's `onSuccess`, so a refused save stays open with its messages. It puts the focus
 * on the form's first field as soon as the dialog shows it, or once the form is enabled (`disabled` while its values
 * load), so a person can type at once.
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
        <FirstFieldFocus open={props.open} formRef={formRef} />
      </Form>
    </Modal>
  );
}
