import { useAtomValue } from 'jotai';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { addTranslations, formatDateTime } from '@console/shared';
import { areasAtom, type AreaState } from '../remotes/areas';
import { areaTitle } from '../remotes/known-areas';
import * as aboutStrings from './about-i18n';
import styles from './SettingsDrawer.module.css';

addTranslations('host', aboutStrings);

/** The console's own version: the host's package.json version, set by its build (the spec's app version). */
export const CONSOLE_VERSION: string = __APP_VERSION__;

/**
 * About: the console's version and each area's deployed version, where an admin looks when asking "what is
 * running?". An area's version comes with its menu.json (written by its build from its package.json), so it is the
 * version actually deployed at the registry's address, read without loading any of its code; with it the commit
 * and time of that build and the contract versions it was built against (docs/deploy.md).
 */
export function AboutSection() {
  const { t, i18n } = useTranslation('host');
  const areas = useAtomValue(areasAtom);
  const titleId = useId();
  const language = i18n.resolvedLanguage ?? i18n.language;

  const order = (area: AreaState) =>
    area.status === 'ready'
      ? area.module.order
      : area.status === 'failed'
        ? (area.known?.order ?? Number.POSITIVE_INFINITY)
        : Number.POSITIVE_INFINITY;
  const title = (area: AreaState) => {
    if (area.status !== 'ready')
      return areaTitle(area.status === 'failed' ? area : { name: area.name }, language);
    const first = area.module.routes.find((route) => !route.meta.hidden) ?? area.module.routes[0];
    return first ? t(first.meta.title, { ns: area.module.namespace }) : area.name;
  };
  const version = (area: AreaState) =>
    area.status === 'ready'
      ? (area.version ?? t('settings.versionUnknown'))
      : area.status === 'failed'
        ? t('settings.versionUnavailable')
        : t('settings.versionLoading');

  const rows = Object.values(areas).sort((a, b) => order(a) - order(b));
  return (
    <section className={styles.section} aria-labelledby={titleId} data-testid="settings-about">
      <div id={titleId} className={styles.legend}>
        {t('settings.about')}
      </div>
      <dl className={styles.versions}>
        <div className={styles.versionRow} data-testid="version-console">
          <dt>{t('settings.consoleVersion')}</dt>
          <dd>{CONSOLE_VERSION}</dd>
        </div>
        {rows.map((area) => (
          <div key={area.name} className={styles.versionRow} data-testid={`version-${area.name}`}>
            <dt>{title(area)}</dt>
            <dd>{version(area)}</dd>
            {area.status === 'ready' && area.build ? (
              <dd className={styles.build} data-testid={`build-${area.name}`}>
                {t('settings.builtFrom', {
                  commit: area.build.commit,
                  time: formatDateTime(area.build.builtAt),
                })}
                <br />
                {t('settings.builtAgainst', {
                  remote: area.build.contract.remote,
                  shared: area.build.contract.shared,
                })}
              </dd>
            ) : null}
          </div>
        ))}
      </dl>
    </section>
  );
}
