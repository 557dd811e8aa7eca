import type { ReactNode } from 'react';
import styles from './ui.module.css';

/** Ids of a field's message and hint, for the input's aria-describedby. */
const errorId = (id: string) => `${id}_error`;
const hintId = (id: string) => `${id}_hint`;

/** The aria attributes of an input whose field shows `error` and maybe a hint. */
export function describedBy(id: string, error: string | undefined, hint?: ReactNode) {
  const ids = [error ? errorId(id) : '', hint ? hintId(id) : ''].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined };
}

/**
 * A labelled form field: the label (for `htmlFor`), the control(s), then the field's message (announced) and a
 * hint (caps lock). The space below is kept steady so the form does not jump when a message comes or goes.
 */
export function Field({
  htmlFor,
  label,
  error,
  hint,
  className,
  children,
}: {
  htmlFor: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const help = Boolean(error || hint);
  return (
    <div className={[styles.field, help ? styles.withHelp : '', className ?? ''].join(' ')}>
      <label className={styles.label} htmlFor={htmlFor}>
        {label}
      </label>
      {children}
      {help && (
        <div className={styles.help}>
          {error && (
            <div id={errorId(htmlFor)} className={styles.error} role="alert">
              {error}
            </div>
          )}
          {hint && (
            <div id={hintId(htmlFor)} className={styles.hint}>
              {hint}
            </div>
          )}
        </div>
      )}
    </div>
  );
}
