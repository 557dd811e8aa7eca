import { authApi } from '@console/shared';
import { useTranslation } from 'react-i18next';
import {
  EmailField,
  emailField,
  PasswordField,
  passwordField,
  AccountForm,
  NameFields,
  nameField,
  useAccountSubmit,
  type AccountFormProps,
} from './fields';
import { useCapsLock } from '../../components/form-hooks';
import { useForm } from '../../components/plain-ui/useForm';

const FIELDS = ['email', 'password', 'name', 'lastName'] as const;

/**
 * Sign-up (spec: email, password, name, lastName). The server answers the same for an address that already has an
 * account (its owner gets a mail instead), so success only ever says "sign in now".
 */
export function RegisterForm({ email, signInHref, onDone }: AccountFormProps) {
  const { t } = useTranslation('host');
  const form = useForm(
    'register',
    { email, password: '', name: '', lastName: '' },
    {
      email: emailField(t),
      password: passwordField(t),
      name: nameField(t, 'name'),
      lastName: nameField(t, 'lastName'),
    },
  );
  const caps = useCapsLock();
  const { frame } = useAccountSubmit(form, FIELDS, async (values) => {
    const body = {
      email: values.email.trim(),
      password: values.password,
      name: values.name.trim(),
      lastName: values.lastName.trim(),
    };
    await authApi.register(body);
    onDone(body.email);
  });

  return (
    <AccountForm
      {...frame}
      submit={t('register.submit')}
      switchLink={{
        text: t('register.haveAccount'),
        link: t('register.backLink'),
        to: signInHref,
        testId: 'link-signin',
      }}
    >
      <EmailField input={form.input('email')} error={form.errors.email} autoComplete="email" autoFocus />
      <PasswordField
        form={form}
        name="password"
        label={t('login.password')}
        autoComplete="new-password"
        caps={caps}
      />
      <NameFields form={form} />
    </AccountForm>
  );
}
