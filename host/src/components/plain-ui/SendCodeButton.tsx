import { sendCodeButtonProps, type SendCodeButtonProps } from '../send-code-label';
import { Button } from './Button';

/**
 * "Send code" with its resend countdown, without antd (the Account page keeps components/SendCode.tsx); the
 * props are shared through sendCodeButtonProps, the countdown through useCountdown (../hooks.ts).
 */
export function SendCodeButton(props: SendCodeButtonProps) {
  return <Button {...sendCodeButtonProps(props)} />;
}
