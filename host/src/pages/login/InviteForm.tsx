import { authApi, type InvitationPreview } from '@console/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField, passwordField, FormError, SwitchLink, SubmitButton } from './fields';
import { serverText, showFieldErrors, useCapsLock } from '../../components/form-hooks';
import styles from './LoginPage.module.css';
import { Alert } from '../../components/plain-ui/Alert';
import { describedBy, Field } from '../../components/plain-ui/Field';
import { LockIcon, UserIcon } from '../../components/plain-ui/icons';
import { PasswordInput, TextInput } from '../../components/plain-ui/inputs';
import { maxLength, required, useForm } from '../../components/plain-ui/useForm';

type InviteValues = {
  name: string;
  lastName: string;
  password: string;
  confirmPassword: string;
};

const FIELDS = ['name', 'lastName', 'password', 'confirmPassword'] as const;

/**
 * An invitation's link (/invite?token=...): shows the shop and the address the account will have, takes a name and
 * a password with the same rules as sign-up and reset, and hands over to sign-in (with the captcha, like everyone).
 */
export function InviteForm({
  token,
  signInHref,
  onDone,
}: {
  token: string;
  signInHref: string;
  onDone: (email: string) => void;
}) {
  const { t } = useTranslation('host');
  const [invitation, setInvitation] = useState<InvitationPreview | null>(null);
  const [invalid, setInvalid] = useState(false);
  useEffect(() => {
    let current = true;
    authApi.lookupInvitation(token).then(
      (found) => current && setInvitation(found),
      () => current && setInvalid(true),
    );
    return () => {
      current = false;
    };
  }, [token]);

  return (
    <>
      {invalid ? (
        <Alert type="error" testId="invite-invalid">
          {t('invite.invalid')}
        </Alert>
      ) : invitation ? (
        <InviteFields token={token} invitation={invitation} onDone={onDone} />
      ) : (
        <p role="status">{t('invite.checking')}</p>
      )}
      <SwitchLink
        text={t('register.haveAccount')}
        link={t('register.backLink')}
        to={signInHref}
        testId="link-signin"
      />
    </>
  );
}

function InviteFields({
  token,
  invitation,
  onDone,
}: {
  token: string;
  invitation: InvitationPreview;
  onDone: (email: string) => void;
}) {
  const { t } = useTranslation('host');
  const form = useForm<InviteValues>(
    'invite',
    { name: invitation.name, lastName: '', password: '', confirmPassword: '' },
    {
      name: {
        rules: [
          required(t('register.nameRequired'), { whitespace: true }),
          maxLength(64, t('register.nameMax')),
        ],
      },
      lastName: {
        rules: [
          required(t('register.lastNameRequired'), { whitespace: true }),
          maxLength(64, t('register.lastNameMax')),
        ],
      },
      password: passwordField(t),
      confirmPassword: {
        dependsOn: ['password'],
        rules: [
          required(t('forgot.confirmRequired')),
          (value, values) => (value && value !== values.password ? t('forgot.mismatch') : undefined),
        ],
      },
    },
  );
  const [error, setError] = useState('');
  const { capsLock, keyHandlers } = useCapsLock();

  const onValid = async (values: InviteValues) => {
    setError('');
    try {
      const { email } = await authApi.acceptInvitation({
        token,
        name: values.name.trim(),
        lastName: values.lastName.trim(),
        password: values.password,
        confirmPassword: values.confirmPassword,
      });
      onDone(email);
    } catch (caught) {
      setError(await showFieldErrors(caught, form, FIELDS, serverText));
    }
  };

  const nameId = form.id('name');
  const lastNameId = form.id('lastName');
  const confirmId = form.id('confirmPassword');
  return (
    <>
      <Alert type="info" testId="invite-shop">
        {t('invite.joining', { shop: invitation.shopName, email: invitation.email })}
      </Alert>
      <FormError error={error} />
      <form name="invite" noValidate onSubmit={form.onSubmit(onValid)}>
        <div className={styles.halves}>
          <Field htmlFor={nameId} label={t('register.name')} error={form.errors.name} className={styles.half}>
            <TextInput
              {...form.input('name')}
              {...describedBy(nameId, form.errors.name)}
              prefix={<UserIcon />}
              autoComplete="given-name"
              autoFocus
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
        <PasswordField
          input={form.input('password')}
          error={form.errors.password}
          label={t('forgot.newPassword')}
          autoComplete="new-password"
          capsLock={capsLock}
          keyHandlers={keyHandlers}
        />
        <Field htmlFor={confirmId} label={t('forgot.confirmPassword')} error={form.errors.confirmPassword}>
          <PasswordInput
            {...form.input('confirmPassword')}
            {...describedBy(confirmId, form.errors.confirmPassword)}
            prefix={<LockIcon />}
            autoComplete="new-password"
            {...keyHandlers}
          />
        </Field>
        <SubmitButton busy={form.submitting}>{t('invite.submit')}</SubmitButton>
      </form>
    </>
  );
}
