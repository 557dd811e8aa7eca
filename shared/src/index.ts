// Session and user
export {
  TOKEN_STORAGE_KEY,
  consoleStore,
  tokenAtom,
  getToken,
  setToken,
  clearToken,
} from './session/token-store';
export { SESSION_ENDED_STORAGE_KEY, sessionEndedByServer, forgetSessionEnded } from './session/session-ended';
export { userAtom, getUser, setUser, type ConsoleUser } from './session/user-store';

// API
export {
  api,
  request,
  quietly,
  unanswered,
  browser,
  API_BASE,
  API_TIMEOUT_MS,
  APP_ID,
  TOKEN_HEADER,
  APP_ID_HEADER,
  requestUrlOf,
  type RequestOptions,
  type QueryParams,
} from './api/client';
export { ApiError, RESULT_CODE, isEnvelope, type Envelope, type ApiErrorKind } from './api/errors';
export {
  setApiFeedback,
  getApiFeedback,
  createApiFeedback,
  type ApiFeedback,
  type FeedbackApis,
} from './api/feedback';
export {
  authApi,
  type LoginForm,
  type RegisterForm,
  type ResetForm,
  type Captcha,
  type InvitationPreview,
} from './api/auth';

// The painted shell's first page (what a list or a page of answers offers the host's snapshot)
export {
  FIRST_ANSWER_GLOBAL,
  PAGE_PAINTED_GLOBAL,
  PAGE_DRAWN_EVENT,
  LIST_TABLE_CLASS,
  LIST_REST_CLASS,
  SHELL_SKIP_ATTRIBUTE,
  SHELL_PICTURE_ATTRIBUTE,
  offerShellList,
  shellLists,
  offerShellAnswers,
  shellAnswerPages,
  setShellPicture,
  shellPictureOf,
  announcePageDrawn,
  whenPageDrawn,
  pagePainted,
  takeFirstAnswer,
  type ShellList,
  type ShellAnswers,
  type FirstAnswer,
} from './shell/shell-list';
export { useShellAnswers } from './shell/useShellAnswers';

// Access
export {
  hasPerm,
  hasRole,
  canAccessRoute,
  menuEntryVisible,
  useAccess,
  Access,
  ROOT_ROLE,
  ADMIN_ROLE,
  type AccessProps,
} from './access/access';

// i18n
export {
  i18n,
  i18nReady,
  addTranslations,
  setLanguage,
  translateServerMessage,
  addServerMessages,
  type ServerMessages,
  LANGUAGES,
  LANGUAGE_STORAGE_KEY,
  htmlLang,
  type Language,
} from './i18n/instance';

export { numberFormat } from './i18n/number-format';

// Colour contrast (WCAG 2)
export { contrastRatio, textOn } from './ui/contrast';

// Settings
export {
  settingsAtom,
  isDarkAtom,
  systemPrefersDarkAtom,
  DEFAULT_SETTINGS,
  THEME_COLOR_PRESETS,
  SETTINGS_STORAGE_KEY,
  type ConsoleSettings,
} from './settings/atoms';

// Router (see router/index.ts: why it is re-exported here)
export * from './router';

// Remote contract
export {
  defineRemoteMenu,
  defineRemoteModule,
  joinRoutes,
  parseRemoteMenu,
  buildIncompatibility,
  headingAnchor,
  HELP_LANGUAGES,
  REMOTE_CONTRACT_VERSION,
  REMOTE_EXPOSE,
  REMOTE_MENU_FILE,
  type HelpHeading,
  type HelpPage,
  type IconData,
  type LazyPage,
  type MenuBadge,
  type MenuMeta,
  type MenuRoute,
  type RemoteArea,
  type RemoteBuild,
  type RemoteMenu,
  type RemoteModule,
  type RemoteRegistry,
  type RemoteRoute,
  type RouteMeta,
} from './contract/remote';

// UI helpers
export { ComingSoon } from './ui/ComingSoon';
export { useMenuButton, type MenuButton } from './ui/menu-button';
export { destructiveConfirm, type DestructiveConfirm } from './ui/destructive-confirm';

// Money, numbers, dates and CSV: one format for every part (the list kit, the dashboard, the host)
export {
  CURRENCY_DIGITS,
  CURRENCIES,
  currencyDigits,
  minorToDecimal,
  intlLocale,
  formatMoney,
  formatAmount,
  formatNumber,
  formatDateTime,
  formatDate,
  csvCell,
  toCsv,
  downloadFile,
} from './format/format';
