import { useTranslation } from 'react-i18next';
import { formatMoney } from '../lib/format';

/** An amount in minor units shown with its currency, digits aligned in columns. */
export function Money({ minor, currency }: { minor: number; currency: string }) {
  const { i18n } = useTranslation();
  return (
    <span style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
      {formatMoney(minor, currency, i18n.resolvedLanguage)}
    </span>
  );
}
