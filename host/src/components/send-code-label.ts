/** The texts of a "send code" button (reset code by email, mobile verification code). */
export interface SendCodeLabels {
  send: string;
  resendNow: string;
  resendIn: (seconds: number) => string;
}

/**
 * The texts both "send code" buttons show (the login feature's `sendCode` strings, in the one 'host' namespace).
 */
export function sendCodeLabels(t: (key: string, options?: { seconds: number }) => string): SendCodeLabels {
  return {
    send: t('sendCode.send'),
    resendNow: t('sendCode.resendNow'),
    resendIn: (seconds) => t('sendCode.resendIn', { seconds }),
  };
}

/** What both "send code" buttons (antd's and the sign-in page's) take. */
export interface SendCodeButtonProps {
  onClick: () => void;
  sending: boolean;
  secondsLeft: number;
  /** A code went out already: the idle label says "resend". */
  sent: boolean;
  labels: SendCodeLabels;
  className?: string;
  testId: string;
}

/**
 * What a "send code" button says: the countdown while a resend must wait, "send again" once a code went out,
 * else "send".
 */
export function sendCodeLabel(secondsLeft: number, sent: boolean, labels: SendCodeLabels): string {
  if (secondsLeft > 0) return labels.resendIn(secondsLeft);
  return sent ? labels.resendNow : labels.send;
}

/**
 * A "send code" button's props, for the antd button of the Account page and the sign-in page's own (no antd
 * there): busy while sending, disabled while the resend waits, its label.
 */
export function sendCodeButtonProps({
  onClick,
  sending,
  secondsLeft,
  sent,
  labels,
  className,
  testId,
}: SendCodeButtonProps) {
  return {
    onClick,
    loading: sending,
    disabled: secondsLeft > 0,
    className,
    'data-testid': testId,
    children: sendCodeLabel(secondsLeft, sent, labels),
  };
}
