import { addTranslations } from '@console/shared';
import { useTranslation } from 'react-i18next';
import * as strings from './incompatible-i18n';
import styles from './RemoteErrorPanel.module.css';

addTranslations('host', strings);

export interface Incompatible {
  what: string;
  built: string;
  runs: string;
}

/**
 * What the error panel says of an area refused for its build (remotes/areas.ts): what differs, both versions, and
 * the way back. Loaded only when an area is refused.
 */
export default function IncompatibleNotice({
  area,
  name,
  incompatible,
}: {
  area: string;
  name: string;
  incompatible: Incompatible;
}) {
  const { t } = useTranslation('host');
  return (
    <>
      <h4 className={styles.title}>{t('incompatible.title')}</h4>
      <div className={styles.body}>
        <span className={styles.secondary} data-testid="remote-incompatible">
          {t('incompatible.body', {
            name,
            area,
            ...incompatible,
            // Package names stay as they are; the contract is named in the page's language.
            what: incompatible.what === 'remote contract' ? t('incompatible.contract') : incompatible.what,
          })}
        </span>
      </div>
    </>
  );
}
