import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { SpinnerIcon } from './icons';
import styles from './ui.module.css';

/**
 * A button of the sign-in screen: 'primary' (the theme colour, full width: the form's submit) or 'default'
 * (outlined: send code). While `loading` it is disabled, busy (aria-busy) and shows a spinner before its text.
 */
export function Button({
  variant = 'default',
  loading = false,
  block = false,
  className,
  disabled,
  children,
  type = 'button',
  ...props
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> & {
  variant?: 'primary' | 'default';
  loading?: boolean;
  block?: boolean;
  type?: 'button' | 'submit';
  children: ReactNode;
}) {
  return (
    <button
      {...props}
      type={type}
      className={[styles.button, styles[variant], block ? styles.block : '', className ?? ''].join(' ')}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading && <SpinnerIcon className={styles.spinner} />}
      <span>{children}</span>
    </button>
  );
}

/** A borderless square icon button (toolbar: map, dark mode, language); its name comes from aria-label. */
export function IconButton({
  className,
  children,
  ...props
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> & {
  children: ReactNode;
  'aria-label': string;
  ref?: Ref<HTMLButtonElement>;
}) {
  return (
    <button {...props} type="button" className={[styles.iconButton, className ?? ''].join(' ')}>
      {children}
    </button>
  );
}
