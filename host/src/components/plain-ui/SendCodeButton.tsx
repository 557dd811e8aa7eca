import { sendCodeLabel, type SendCodeButtonProps } from '../send-code-label';
import { Button } from './Button';

/**
 * "Send code" with its resend countdown, without antd (the Account page keeps components/SendCode.tsx); the
 * wording is shared through sendCodeLabel, the countdown through useCountdown (../hooks.ts).
 */
export function SendCodeButton({
  onClick,
  sending,
  secondsLeft,
  sent,
  labels,
  className,
  testId,
}: SendCodeButtonProps) {
  return (
    <Button
      onClick={onClick}
      loading={sending}
      disabled={secondsLeft > 0}
      className={className}
      data-testid={testId}
    >
      {sendCodeLabel(secondsLeft, sent, labels)}
    </Button>
  );
}
