import { useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { EyeIcon, EyeOffIcon } from './icons';
import styles from './ui.module.css';

type NativeInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix' | 'type'>;

interface TextInputProps extends NativeInputProps {
  /** An icon drawn at the start of the box (decorative). */
  prefix?: ReactNode;
  type?: 'text' | 'email' | 'password';
  ref?: Ref<HTMLInputElement>;
}

/** A 40 px text box with an optional icon; the box shows hover, focus and error states. */
export function TextInput({ prefix, className, type = 'text', ref, ...props }: TextInputProps) {
  return (
    <span
      className={[styles.box, className ?? ''].join(' ')}
      data-invalid={props['aria-invalid'] || undefined}
    >
      {prefix && <span className={styles.prefix}>{prefix}</span>}
      <input {...props} ref={ref} type={type} className={styles.input} />
    </span>
  );
}

/**
 * A password box with a show/hide button (a toggle: aria-pressed tells whether the password is shown). The
 * button keeps the caret in the field when clicked with a mouse.
 */
export function PasswordInput({ prefix, className, ref, ...props }: Omit<TextInputProps, 'type'>) {
  const { t } = useTranslation('host');
  const [visible, setVisible] = useState(false);
  return (
    <span
      className={[styles.box, className ?? ''].join(' ')}
      data-invalid={props['aria-invalid'] || undefined}
    >
      {prefix && <span className={styles.prefix}>{prefix}</span>}
      <input {...props} ref={ref} type={visible ? 'text' : 'password'} className={styles.input} />
      <button
        type="button"
        className={styles.suffixButton}
        aria-label={t('login.showPassword')}
        aria-pressed={visible}
        aria-controls={props.id}
        title={visible ? t('login.hidePassword') : t('login.showPassword')}
        data-testid="password-toggle"
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => setVisible((shown) => !shown)}
      >
        {visible ? <EyeIcon /> : <EyeOffIcon />}
      </button>
    </span>
  );
}
