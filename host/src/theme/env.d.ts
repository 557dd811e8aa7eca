/** Set by the production build (host/build/antd-stylesheet.ts): the address of antd's build-time stylesheet. */
interface ImportMetaEnv {
  readonly ANTD_STYLESHEET?: string;
}
