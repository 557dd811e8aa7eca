import { ApiError, authApi, setToken, setUser, Link, type Captcha } from '@console/shared';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EmailField,
  emailField,
  PasswordField,
  passwordField,
  AccountForm,
  useAccountSubmit,
} from './fields';
import { showFieldErrors, useCapsLock } from '../../components/form-hooks';
import styles from './LoginPage.module.css';
import { Alert } from '../../components/plain-ui/Alert';
import { describedBy, Field } from '../../components/plain-ui/Field';
import { ShieldIcon } from '../../components/plain-ui/icons';
import { TextInput } from '../../components/plain-ui/inputs';
import { fieldId, required, useForm } from '../../components/plain-ui/useForm';
import type { LoginNotice } from './variants';

/** The sign-in form's name: its fields' ids derive from it (`fieldId`). */
export const SIGN_IN_FORM = 'signin';
/** The address field, which the build-time sign-in screen focuses as the form's autoFocus does. */
export const SIGN_IN_EMAIL_FIELD = fieldId(SIGN_IN_FORM, 'email');

const FIELDS = ['email', 'password', 'captchaCode'] as const;

function useCaptcha() {
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [failed, setFailed] = useState(false);
  const refresh = useCallback(() => {
    authApi.captcha().then(
      (next) => {
        setCaptcha(next);
        setFailed(false);
      },
      () => setFailed(true),
    );
  }, []);
  useEffect(refresh, [refresh]);
  return { captcha, failed, refresh };
}

/** Sign-in (spec sections 5 and 7): email, password and the code read off the captcha image. */
export function SignInForm({
  email,
  notice,
  sessionEnded = false,
  linkTo,
}: {
  email: string;
  notice: LoginNotice | undefined;
  /** The server ended the person's last session (not a sign-out of their own): say so. */
  sessionEnded?: boolean;
  linkTo: (variant: 'register' | 'forgot') => string;
}) {
  const { t } = useTranslation('host');
  const form = useForm(
    SIGN_IN_FORM,
    { email, password: '', captchaCode: '' },
    {
      email: emailField(t),
      password: passwordField(t),
      captchaCode: { rules: [required(t('login.captchaRequired'), { whitespace: true })] },
    },
  );
  const { captcha, failed, refresh } = useCaptcha();
  const caps = useCapsLock();

  const { frame } = useAccountSubmit(
    form,
    FIELDS,
    async (values) => {
      const { token: issued } = await authApi.login({
        email: values.email.trim(),
        password: values.password,
        captchaKey: captcha?.captchaKey ?? '',
        captchaCode: values.captchaCode.trim(),
      });
      // The token check turns the issued token into the authCode the console stores (spec section 4).
      const { authCode } = await authApi.checkToken(issued);
      setUser(null);
      // The page leaves for the redirect target as soon as the token is set.
      setToken(authCode);
    },
    async (caught) => {
      // A captcha answer is one-time: every failed attempt needs a new image and a new answer.
      form.setValue('captchaCode', '');
      refresh();
      await showFieldErrors(caught, form, FIELDS);
      // The banner says why even when a field shows it too.
      return caught instanceof ApiError ? caught.message : String(caught);
    },
  );

  const captchaId = form.id('captchaCode');
  return (
    <AccountForm
      {...frame}
      notice={
        notice ? (
          <Alert type="success" testId="login-notice">
            {notice.kind === 'registered'
              ? t('login.registeredNotice', { email: notice.email })
              : notice.kind === 'invited'
                ? t('login.invitedNotice', { email: notice.email })
                : t('login.resetNotice')}
          </Alert>
        ) : (
          sessionEnded && (
            <Alert type="info" testId="login-session-ended">
              {t('login.sessionEndedNotice')}
            </Alert>
          )
        )
      }
      submit={t('login.submit')}
      switchLink={{
        text: t('login.noAccount'),
        link: t('login.registerLink'),
        to: linkTo('register'),
        testId: 'link-register',
      }}
    >
      <EmailField
        input={form.input('email')}
        error={form.errors.email}
        autoComplete="username"
        autoFocus={!email}
      />
      <PasswordField
        form={form}
        name="password"
        label={t('login.password')}
        autoComplete="current-password"
        autoFocus={!!email}
        caps={caps}
      />
      <Field htmlFor={captchaId} label={t('login.captcha')} error={form.errors.captchaCode}>
        <div className={styles.row}>
          <TextInput
            {...form.input('captchaCode')}
            {...describedBy(captchaId, form.errors.captchaCode)}
            prefix={<ShieldIcon />}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={8}
          />
          <button
            type="button"
            className={styles.captcha}
            onClick={refresh}
            title={t('login.captchaRefresh')}
            data-testid="captcha-image"
            // While the first image loads the button has no text of its own.
            aria-label={!captcha && !failed ? t('login.captchaRefresh') : undefined}
          >
            {captcha && !failed ? (
              <img src={captcha.captchaBase64} alt={t('login.captchaAlt')} />
            ) : (
              <span>{failed ? t('login.captchaUnavailable') : ''}</span>
            )}
          </button>
        </div>
      </Field>
      <div className={styles.forgot}>
        <Link to={linkTo('forgot')} data-testid="link-forgot">
          {t('login.forgotLink')}
        </Link>
      </div>
    </AccountForm>
  );
}
