/** Set by the production build (host/build/antd-stylesheet.ts): the address of antd's build-time stylesheet. */
interface ImportMetaEnv {
  readonly ANTD_STYLESHEET?: string;
}

/**
 * Replaced by every build (pluginAppVersion, shared/build/federation.ts) and by the unit tests (vitest.config.ts)
 * with the part's package.json version.
 */
declare const __APP_VERSION__: string;

/**
 * Replaced by every build (pluginAppVersion) and by the unit tests (vitest.config.ts): the versions of the
 * federation singletons this part is built with, and @console/shared's, by package name.
 */
declare const __SINGLETON_VERSIONS__: Record<string, string>;
