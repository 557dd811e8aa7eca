import { LANGUAGES, setLanguage, settingsAtom, type Language } from '@console/shared';
import { useSetAtom } from 'jotai';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './LoginPage.module.css';
import { IconButton } from '../../components/plain-ui/Button';
import { LanguageIcon } from '../../components/plain-ui/icons';

/** Each language in its own script, so a person finds theirs whatever the page speaks. */
const LABELS: Record<Language, string> = { en: 'English', zh: '中文' };

/**
 * The sign-in page's language switch: a menu button (the console's LanguageSwitch uses antd's Dropdown, which
 * this page must not load). Enter, Space or Arrow Down open it on the current language, Arrow Up on the
 * last; in the menu the arrows, Home and End move, Enter or Space choose, Escape closes and Tab leaves. It
 * switches the one shared i18n instance and stores the choice in the settings.
 */
export function LanguageMenu() {
  const { t, i18n } = useTranslation('host');
  const setSettings = useSetAtom(settingsAtom);
  const [open, setOpen] = useState(false);
  /** Which item has focus while the menu is open. */
  const [active, setActive] = useState(0);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const items = useRef<(HTMLButtonElement | null)[]>([]);
  const languages = LANGUAGES as readonly Language[];
  const current = languages.indexOf((i18n.resolvedLanguage ?? 'en') as Language);

  const openAt = (index: number) => {
    setActive(index);
    setOpen(true);
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) trigger.current?.focus();
  };
  const choose = (language: Language) => {
    setLanguage(language);
    setSettings({ language });
    close(true);
  };

  // Focus follows the active item while open.
  useEffect(() => {
    if (open) items.current[active]?.focus();
  }, [open, active]);

  // A click or tap anywhere else closes the menu.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? Math.max(0, current) : languages.length - 1);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const last = languages.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: active === last ? 0 : active + 1,
      ArrowUp: active === 0 ? last : active - 1,
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      setActive(moves[event.key] ?? 0);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  return (
    <div className={styles.languageMenu} ref={root}>
      <IconButton
        ref={trigger}
        aria-label={t('login.language')}
        title={t('login.language')}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        data-testid="language-switch"
        onClick={() => (open ? close(false) : openAt(Math.max(0, current)))}
        onKeyDown={onTriggerKeyDown}
      >
        <LanguageIcon />
      </IconButton>
      {open && (
        <ul
          id={menuId}
          role="menu"
          aria-label={t('login.language')}
          className={styles.menu}
          onKeyDown={onMenuKeyDown}
        >
          {languages.map((language, index) => (
            <li key={language} role="none">
              <button
                ref={(element) => {
                  items.current[index] = element;
                }}
                type="button"
                role="menuitem"
                lang={language}
                tabIndex={index === active ? 0 : -1}
                aria-current={index === current ? 'true' : undefined}
                className={styles.menuItem}
                onClick={() => choose(language)}
              >
                {LABELS[language]}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
