import { authApi } from '@console/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EmailField,
  emailField,
  passwordField,
  AccountForm,
  NewPasswordFields,
  confirmField,
  useAccountSubmit,
  type AccountFormProps,
} from './fields';
import { serverText, showFieldErrors, useCapsLock, useCountdown } from '../../components/form-hooks';
import styles from './LoginPage.module.css';
import { Alert } from '../../components/plain-ui/Alert';
import { describedBy, Field } from '../../components/plain-ui/Field';
import { ShieldIcon } from '../../components/plain-ui/icons';
import { TextInput } from '../../components/plain-ui/inputs';
import { SendCodeButton } from '../../components/plain-ui/SendCodeButton';
import { sendCodeLabels } from '../../components/send-code-label';
import { required, useForm, useTask } from '../../components/plain-ui/useForm';

const FIELDS = ['email', 'validate', 'pwd', 'affirmPwd'] as const;
/** The server allows one code a minute per address. */
const RESEND_SECONDS = 60;

/** Forgot password (spec: a code sent to the email, then email, pwd, affirmPwd, validate). */
export function ForgotForm({ email, signInHref, onDone }: AccountFormProps) {
  const { t } = useTranslation('host');
  const form = useForm(
    'forgot',
    { email, validate: '', pwd: '', affirmPwd: '' },
    {
      email: emailField(t),
      validate: { rules: [required(t('login.captchaRequired'), { whitespace: true })] },
      pwd: passwordField(t),
      affirmPwd: confirmField(t, 'pwd'),
    },
  );
  const [sending, runSend] = useTask();
  const [sentTo, setSentTo] = useState('');
  const { secondsLeft, start } = useCountdown('forgot');
  const caps = useCapsLock();

  const sendCode = async () => {
    setError('');
    const checked = form.validate(['email']);
    if (!checked) return; // the field shows why
    const address = checked.email.trim();
    await runSend(async () => {
      try {
        await authApi.sendResetCode(address);
        setSentTo(address);
        start(RESEND_SECONDS);
        form.focus('validate');
      } catch (caught) {
        setError(await showFieldErrors(caught, form, ['email'], serverText));
      }
    });
  };

  const { frame, setError } = useAccountSubmit(form, FIELDS, async (values) => {
    const address = values.email.trim();
    await authApi.resetPassword({
      email: address,
      pwd: values.pwd,
      affirmPwd: values.affirmPwd,
      validate: values.validate.trim(),
    });
    onDone(address);
  });

  const codeId = form.id('validate');
  return (
    <AccountForm
      {...frame}
      notice={
        sentTo && (
          <Alert type="info" testId="code-sent">
            {t('forgot.codeSent', { email: sentTo })}
          </Alert>
        )
      }
      submit={t('forgot.submit')}
      switchLink={{
        text: t('forgot.remembered'),
        link: t('forgot.backLink'),
        to: signInHref,
        testId: 'link-signin',
      }}
    >
      <EmailField
        input={form.input('email')}
        error={form.errors.email}
        autoComplete="email"
        autoFocus
        addon={
          <SendCodeButton
            onClick={() => void sendCode()}
            sending={sending}
            secondsLeft={secondsLeft}
            sent={Boolean(sentTo)}
            labels={sendCodeLabels(t)}
            className={styles.sendCode}
            testId="send-code"
          />
        }
      />
      <Field htmlFor={codeId} label={t('forgot.code')} error={form.errors.validate}>
        <TextInput
          {...form.input('validate')}
          {...describedBy(codeId, form.errors.validate)}
          prefix={<ShieldIcon />}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={12}
        />
      </Field>
      <NewPasswordFields form={form} password="pwd" confirm="affirmPwd" caps={caps} />
    </AccountForm>
  );
}
