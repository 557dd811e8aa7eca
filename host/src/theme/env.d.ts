/** Set by the production build (host/build/antd-stylesheet.ts): the address of antd's build-time stylesheet. */
interface ImportMetaEnv {
  readonly ANTD_STYLESHEET?: string;
}

/**
 * Replaced by every build (pluginAppVersion, shared/build/federation.ts) and by the unit tests (vitest.config.ts)
 * with the part's package.json version.
 */
declare const __APP_VERSION__: string;
