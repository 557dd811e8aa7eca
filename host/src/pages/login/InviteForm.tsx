import { authApi, type InvitationPreview } from '@console/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AccountForm,
  NewPasswordFields,
  confirmField,
  NameFields,
  nameField,
  passwordField,
  SwitchLink,
  useAccountSubmit,
  type AccountFormProps,
  type SwitchLinkProps,
} from './fields';
import { useCapsLock } from '../../components/form-hooks';
import { Alert } from '../../components/plain-ui/Alert';
import { useForm } from '../../components/plain-ui/useForm';

const FIELDS = ['name', 'lastName', 'password', 'confirmPassword'] as const;

/**
 * An invitation's link (/invite?token=...): shows the shop and the address the account will have, takes a name and
 * a password with the same rules as sign-up and reset, and hands over to sign-in (with the captcha, like everyone).
 */
export function InviteForm({
  token,
  signInHref,
  onDone,
}: Omit<AccountFormProps, 'email'> & { token: string }) {
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

  const signInLink = {
    text: t('register.haveAccount'),
    link: t('register.backLink'),
    to: signInHref,
    testId: 'link-signin',
  };
  if (invitation)
    return <InviteFields token={token} invitation={invitation} signInLink={signInLink} onDone={onDone} />;
  return (
    <>
      {invalid ? (
        <Alert type="error" testId="invite-invalid">
          {t('invite.invalid')}
        </Alert>
      ) : (
        <p role="status">{t('invite.checking')}</p>
      )}
      <SwitchLink {...signInLink} />
    </>
  );
}

function InviteFields({
  token,
  invitation,
  signInLink,
  onDone,
}: {
  token: string;
  invitation: InvitationPreview;
  signInLink: SwitchLinkProps;
  onDone: AccountFormProps['onDone'];
}) {
  const { t } = useTranslation('host');
  const form = useForm(
    'invite',
    { name: invitation.name, lastName: '', password: '', confirmPassword: '' },
    {
      name: nameField(t, 'name'),
      lastName: nameField(t, 'lastName'),
      password: passwordField(t),
      confirmPassword: confirmField(t, 'password'),
    },
  );
  const caps = useCapsLock();
  const { frame } = useAccountSubmit(form, FIELDS, async (values) => {
    const { email } = await authApi.acceptInvitation({
      token,
      name: values.name.trim(),
      lastName: values.lastName.trim(),
      password: values.password,
      confirmPassword: values.confirmPassword,
    });
    onDone(email);
  });

  return (
    <AccountForm
      {...frame}
      notice={
        <Alert type="info" testId="invite-shop">
          {t('invite.joining', { shop: invitation.shopName, email: invitation.email })}
        </Alert>
      }
      submit={t('invite.submit')}
      switchLink={signInLink}
    >
      <NameFields form={form} autoFocus />
      <NewPasswordFields form={form} password="password" confirm="confirmPassword" caps={caps} />
    </AccountForm>
  );
}
