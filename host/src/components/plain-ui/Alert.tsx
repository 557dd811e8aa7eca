import type { ReactNode } from 'react';
import { CheckCircleIcon, ErrorCircleIcon, InfoCircleIcon } from './icons';
import styles from './ui.module.css';

const ICONS = { success: CheckCircleIcon, info: InfoCircleIcon, error: ErrorCircleIcon };

/**
 * A message box above the form. An error is announced at once (role="alert"), success and info politely
 * (role="status"). The icon carries no text, so the box's text is exactly the message.
 */
export function Alert({
  type,
  children,
  testId,
}: {
  type: 'success' | 'info' | 'error';
  children: ReactNode;
  testId?: string;
}) {
  const Icon = ICONS[type];
  return (
    <div
      className={[styles.alert, styles[`alert-${type}`]].join(' ')}
      role={type === 'error' ? 'alert' : 'status'}
      data-testid={testId}
    >
      <span className={styles.alertIcon}>
        <Icon />
      </span>
      <span className={styles.alertText}>{children}</span>
    </div>
  );
}
