import {
  forgetSessionEnded,
  Navigate,
  sessionEndedByServer,
  settingsAtom,
  tokenAtom,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from '@console/shared';
import { useAtomValue } from 'jotai';
import { useEffect, useLayoutEffect, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { takeOverPrerendered } from '../../prerender/takeover';
import { safeRedirect } from '../../session/redirect';
import { themeVariables } from '../../theme/tokens';
import { ForgotForm } from './ForgotForm';
import { InviteForm } from './InviteForm';
import { LanguageMenu } from './LanguageMenu';
import styles from './LoginPage.module.css';
import { RegisterForm } from './RegisterForm';
import { SignInForm } from './SignInForm';
import { ThemeToggle } from '../../components/ThemeToggle';
import { IconButton } from '../../components/plain-ui/Button';
import { Card } from '../../components/plain-ui/Card';
import { MapPinIcon } from '../../components/plain-ui/icons';
import { readLoginState, VARIANT_PATHS, variantFromParam, variantHref, type LoginVariant } from './variants';

const TITLES: Record<LoginVariant, { title: string; subtitle: string }> = {
  signin: { title: 'login.title', subtitle: 'login.subtitle' },
  register: { title: 'register.title', subtitle: 'register.subtitle' },
  forgot: { title: 'forgot.title', subtitle: 'forgot.subtitle' },
  invite: { title: 'invite.title', subtitle: 'invite.subtitle' },
};

/**
 * The sign-in screen and its variants: /login (sign in), /login/register, /login/forgot and /invite (an invitation's
 * link: set a password for the account the invitation makes). Switching is a
 * client-side navigation that keeps the query (`redirect`); a finished register or reset comes back to sign-in
 * with the address filled in. A stored session goes onward at once (spec section 2).
 *
 * Nothing here may import antd or @ant-design/* (the page's whole JavaScript is budgeted, and this route is
 * loaded lazily on its own); its controls are in ./ui. host/test/login-graph.test.ts keeps it so.
 */
export function LoginPage() {
  const { t } = useTranslation('host');
  const token = useAtomValue(tokenAtom);
  const { themeColor, bgColor } = useAtomValue(settingsAtom);
  const [params] = useSearchParams();
  const { variant: param } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const variant =
    location.pathname.replace(/\/+$/, '') === VARIANT_PATHS.invite ? 'invite' : variantFromParam(param);
  const { email = '', notice } = readLoginState(location.state);
  // The server ended the last session here (the API client says so: shared/src/session/session-ended.ts): the
  // sign-in form says why the person is here. Forgotten once they leave the page (signed in, or elsewhere); a
  // reload on the way here (the re-login dialog's OK reloads) keeps it.
  const [sessionEnded] = useState(sessionEndedByServer);
  useEffect(() => forgetSessionEnded, []);
  const titles = TITLES[variant ?? 'signin'];

  // Hydrated from the build-time markup (prerender/placement.ts): it is React's from this commit on.
  useLayoutEffect(takeOverPrerendered, []);

  useEffect(() => {
    document.title = `${t(titles.title)} - ${t('app.title', { ns: 'common' })}`;
  }, [t, titles.title]);

  // An invitation is for someone without an account yet: its page shows even where someone else is signed in.
  if (token && variant !== 'invite')
    return <Navigate to={safeRedirect(params.get('redirect'), window.location.origin)} replace />;
  if (!variant) return <Navigate to={variantHref('signin', location.search)} replace />;

  // The invitation's query is its token, which sign-in must not carry on.
  const href = (target: LoginVariant) => variantHref(target, variant === 'invite' ? '' : location.search);
  /** Back to sign-in with the address filled in and a word about what happened. */
  const backToSignIn = (kind: 'registered' | 'reset' | 'invited') => (address: string) =>
    navigate(href('signin'), { state: { email: address, notice: { kind, email: address } } });
  // The theme colour on the page itself (the document gets it too, from DocumentTheme).
  const themeStyle = themeVariables({ themeColor, bgColor }) as CSSProperties;

  return (
    <div className={styles.page} style={themeStyle} data-testid="login-page" data-variant={variant}>
      <div className={styles.toolbar}>
        <IconButton
          aria-label={t('login.publicMap')}
          title={t('login.publicMap')}
          onClick={() => navigate('/map')}
        >
          <MapPinIcon />
        </IconButton>
        <ThemeToggle />
        <LanguageMenu />
      </div>
      <main className={styles.main}>
        <Card>
          <div className={styles.brand}>{t('app.title', { ns: 'common' })}</div>
          <h1 className={styles.title}>{t(titles.title)}</h1>
          <p className={styles.subtitle}>{t(titles.subtitle)}</p>
          {variant === 'signin' && (
            // A new key when a notice arrives, so the prefilled address replaces what the form held.
            <SignInForm
              key={location.key}
              email={email}
              notice={notice}
              sessionEnded={sessionEnded}
              linkTo={href}
            />
          )}
          {variant === 'register' && (
            <RegisterForm email={email} signInHref={href('signin')} onDone={backToSignIn('registered')} />
          )}
          {variant === 'invite' && (
            <InviteForm
              token={params.get('token') ?? ''}
              signInHref={href('signin')}
              onDone={backToSignIn('invited')}
            />
          )}
          {variant === 'forgot' && (
            <ForgotForm email={email} signInHref={href('signin')} onDone={backToSignIn('reset')} />
          )}
        </Card>
      </main>
    </div>
  );
}
