/**
 * The host's i18n namespace ('host'), assembled from each feature's own strings so that features can be worked on
 * independently. Login messages are the spec's (section 5) verbatim in English.
 */
import * as layout from '../layout/i18n';
import * as account from '../pages/account/i18n';
import * as docs from '../pages/docs/i18n';
import * as error from '../pages/error/i18n';
import * as login from '../pages/login/i18n';
import * as map from '../pages/map/i18n';
import * as palette from '../palette/i18n';
import * as settings from '../settings/i18n';
import * as tabs from '../tabs/i18n';
import * as theme from '../theme/i18n';

export const en = {
  ...login.en,
  ...layout.en,
  ...error.en,
  ...map.en,
  ...tabs.en,
  ...palette.en,
  ...settings.en,
  ...account.en,
  ...docs.en,
  ...theme.en,
};
export const zh: typeof en = {
  ...login.zh,
  ...layout.zh,
  ...error.zh,
  ...map.zh,
  ...tabs.zh,
  ...palette.zh,
  ...settings.zh,
  ...account.zh,
  ...docs.zh,
  ...theme.zh,
};
