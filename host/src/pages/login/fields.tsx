import type { FieldErrorTarget, FieldPlaces } from '@console/shared/data/mutation';
import { useState, type ChangeEvent, type FormEventHandler, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { serverText, showFieldErrors, type useCapsLock } from '../../components/form-hooks';
import { MIN_PASSWORD_LENGTH, trimValue } from '../../components/form-rules';
import styles from './LoginPage.module.css';
import { Link } from '@console/shared';
import { Alert } from '../../components/plain-ui/Alert';
import { Button } from '../../components/plain-ui/Button';
import { describedBy, Field } from '../../components/plain-ui/Field';
import { LockIcon, MailIcon, UserIcon } from '../../components/plain-ui/icons';
import { PasswordInput, TextInput } from '../../components/plain-ui/inputs';
import { email, maxLength, minLength, required, type FieldConfig } from '../../components/plain-ui/useForm';

/** The translate function of useTranslation, as far as the field checks need it. */
type Translate = (key: string) => string;

/** The props useForm's `input(name)` gives a field's <input>. */
interface InputBinding {
  id: string;
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  ref: (element: HTMLInputElement | null) => void;
}

/** The email field's checks, with the spec's messages; typed spaces around an address are dropped. */
export function emailField<V>(t: Translate): FieldConfig<V> {
  return {
    normalize: (value) => trimValue(value) as string,
    rules: [required<V>(t('login.emailRequired'), { whitespace: true }), email<V>(t('login.emailInvalid'))],
  };
}

/** A password's checks, with the spec's messages (the server's bounds: 6 to 128). */
export function passwordField<V>(t: Translate): FieldConfig<V> {
  return {
    rules: [
      required<V>(t('login.passwordRequired')),
      minLength<V>(MIN_PASSWORD_LENGTH, t('login.passwordMin')),
      maxLength<V>(128, t('login.passwordMax')),
    ],
  };
}

/** A name's checks (first or last: `register.name…` / `register.lastName…`), the server's bound of 64. */
export function nameField<V>(t: Translate, which: 'name' | 'lastName'): FieldConfig<V> {
  return {
    rules: [
      required<V>(t(`register.${which}Required`), { whitespace: true }),
      maxLength<V>(64, t(`register.${which}Max`)),
    ],
  };
}

/** The second typing of a new password: required, and equal to the field `password`. */
export function confirmField<V>(t: Translate, password: keyof V & string): FieldConfig<V> {
  return {
    dependsOn: [password],
    rules: [
      required<V>(t('forgot.confirmRequired')),
      (value, values) => (value && value !== values[password] ? t('forgot.mismatch') : undefined),
    ],
  };
}

/** The email field of the sign-in variants; `addon` sits beside the box (the forgot form's send-code button). */
export function EmailField({
  input,
  error,
  autoComplete,
  autoFocus,
  addon,
}: {
  input: InputBinding;
  error: string | undefined;
  autoComplete: 'username' | 'email';
  autoFocus?: boolean;
  addon?: ReactNode;
}) {
  const { t } = useTranslation('host');
  const box = (
    <TextInput
      {...input}
      {...describedBy(input.id, error)}
      // A text box (as before) with the email keyboard: type="email" would reshape what is typed.
      inputMode="email"
      spellCheck={false}
      autoCapitalize="none"
      prefix={<MailIcon />}
      autoComplete={autoComplete}
      autoFocus={autoFocus}
    />
  );
  return (
    <Field htmlFor={input.id} label={t('login.email')} error={error}>
      {addon ? (
        <div className={styles.row}>
          {box}
          {addon}
        </div>
      ) : (
        box
      )}
    </Field>
  );
}

/** What a field of the page's forms takes from its form (useForm): its input's props and its message. */
interface FormFields<Name extends string> {
  input: (name: Name) => InputBinding;
  errors: Partial<Record<Name, string>>;
}

/** A password field (`name` of `form`) with show-password and the caps-lock hint (`caps`: useCapsLock()). */
export function PasswordField<Name extends string>({
  form,
  name,
  label,
  autoComplete,
  autoFocus,
  caps: { capsLock, keyHandlers },
}: {
  form: FormFields<Name>;
  name: Name;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  autoFocus?: boolean;
  caps: {
    capsLock: boolean;
    keyHandlers: { onKeyDown: (event: KeyboardEvent) => void; onKeyUp: (event: KeyboardEvent) => void };
  };
}) {
  const { t } = useTranslation('host');
  const input = form.input(name);
  const error = form.errors[name];
  const hint = capsLock ? t('login.capsLock') : undefined;
  return (
    <Field htmlFor={input.id} label={label} error={error} hint={hint}>
      <PasswordInput
        {...input}
        {...describedBy(input.id, error, hint)}
        prefix={<LockIcon />}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        {...keyHandlers}
      />
    </Field>
  );
}

/** The first and last name side by side (sign-up, an invitation), fields `name` and `lastName` of `form`. */
export function NameFields({
  form,
  autoFocus,
}: {
  form: FormFields<'name' | 'lastName'> & { id: (name: 'name' | 'lastName') => string };
  autoFocus?: boolean;
}) {
  const { t } = useTranslation('host');
  const nameId = form.id('name');
  const lastNameId = form.id('lastName');
  return (
    <div className={styles.halves}>
      <Field htmlFor={nameId} label={t('register.name')} error={form.errors.name} className={styles.half}>
        <TextInput
          {...form.input('name')}
          {...describedBy(nameId, form.errors.name)}
          prefix={<UserIcon />}
          autoComplete="given-name"
          autoFocus={autoFocus}
        />
      </Field>
      <Field
        htmlFor={lastNameId}
        label={t('register.lastName')}
        error={form.errors.lastName}
        className={styles.half}
      >
        <TextInput
          {...form.input('lastName')}
          {...describedBy(lastNameId, form.errors.lastName)}
          autoComplete="family-name"
        />
      </Field>
    </div>
  );
}

/**
 * A new password and the same typed again (reset, an invitation): fields `password` and `confirm` of `form`, both
 * with the caps-lock keys (`caps`: useCapsLock()), the hint under the first.
 */
export function NewPasswordFields<Name extends string>({
  form,
  password,
  confirm,
  caps,
}: {
  form: FormFields<Name>;
  password: Name;
  confirm: Name;
  caps: ReturnType<typeof useCapsLock>;
}) {
  const { t } = useTranslation('host');
  const input = form.input(confirm);
  const error = form.errors[confirm];
  return (
    <>
      <PasswordField
        form={form}
        name={password}
        label={t('forgot.newPassword')}
        autoComplete="new-password"
        caps={caps}
      />
      <Field htmlFor={input.id} label={t('forgot.confirmPassword')} error={error}>
        <PasswordInput
          {...input}
          {...describedBy(input.id, error)}
          prefix={<LockIcon />}
          autoComplete="new-password"
          {...caps.keyHandlers}
        />
      </Field>
    </>
  );
}

/** What the sign-up and reset forms take from the page: the address typed so far, the way back, what follows. */
export interface AccountFormProps {
  email: string;
  signInHref: string;
  onDone: (email: string) => void;
}

/** The form's error banner (what the server said that no field shows), when there is one. */
function FormError({ error }: { error: string }) {
  if (!error) return null;
  return (
    <Alert type="error" testId="login-error">
      {error}
    </Alert>
  );
}

/** The sentence under a form that leads to another of the page's forms ("No account yet? Register"). */
export interface SwitchLinkProps {
  text: string;
  link: string;
  to: string;
  testId: string;
}

/** What AccountForm needs of a form's submit; useAccountSubmit answers it whole. */
export interface AccountFormFrame<Values> {
  form: {
    name: string;
    submitting: boolean;
    onSubmit: (onValid: (values: Values) => Promise<void>) => FormEventHandler;
  };
  onValid: (values: Values) => Promise<void>;
  /** The banner's text ('' for none). */
  error: string;
}

/**
 * The frame every form of the page shares: the banner (the error, else an optional notice), the form with its
 * fields and its one submit button (full width, busy while the form is being sent), the link to another form.
 */
export function AccountForm<Values>({
  form,
  onValid,
  error,
  notice,
  submit,
  switchLink,
  children,
}: AccountFormFrame<Values> & {
  notice?: ReactNode;
  submit: string;
  switchLink: SwitchLinkProps;
  children: ReactNode;
}) {
  return (
    <>
      {error ? <FormError error={error} /> : notice}
      <form name={form.name} noValidate onSubmit={form.onSubmit(onValid)}>
        {children}
        <Button type="submit" variant="primary" block loading={form.submitting}>
          {submit}
        </Button>
      </form>
      <SwitchLink {...switchLink} />
    </>
  );
}

/** The sentence under a form that leads to another of the page's forms ("No account yet? Register"). */
export function SwitchLink({ text, link, to, testId }: SwitchLinkProps) {
  return (
    <div className={styles.switch}>
      {text}{' '}
      <Link to={to} data-testid={testId}>
        {link}
      </Link>
    </div>
  );
}

/**
 * The submit of the page's forms: clears the banner, runs the call, and on a failure puts in the banner what
 * `failed` answers. By default that is the sign-up and reset forms' way: what the server says of a field goes under
 * that field, the rest (in the page's language) in the banner. Answers `frame`, the props every form passes to
 * AccountForm together.
 */
export function useAccountSubmit<Values>(
  form: FieldErrorTarget & AccountFormFrame<Values>['form'] & { values: Values },
  places: FieldPlaces,
  call: (values: Values) => Promise<void>,
  failed: (caught: unknown) => Promise<string> = (caught) =>
    showFieldErrors(caught, form, places, serverText),
) {
  const [error, setError] = useState('');
  const onValid = async (values: Values) => {
    setError('');
    try {
      await call(values);
    } catch (caught) {
      setError(await failed(caught));
    }
  };
  const frame: AccountFormFrame<Values> = { form, onValid, error };
  return { setError, frame };
}
