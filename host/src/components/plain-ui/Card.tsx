import type { ReactNode } from 'react';
import styles from './ui.module.css';

/** The white (dark: near-black) panel the sign-in forms sit on. */
export function Card({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <section className={[styles.card, className ?? ''].join(' ')} data-testid="login-card">
      {children}
    </section>
  );
}
