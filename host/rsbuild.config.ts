import { HOST_PORT, federatedApp } from '@console/shared/build';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pluginAntdStylesheet } from './build/antd-stylesheet';
import { PREPAINT_SCRIPT, PREPAINT_STYLE } from './src/theme/prepaint';

// No remotes here: the host reads /remotes.json at boot (see src/remotes/registry.ts), made from remotes.mjs.
// The theme is decided before first paint by a tiny inline script (see src/theme/prepaint.ts).
const config = federatedApp({
  name: 'console_host',
  port: HOST_PORT,
  title: 'Shop Console',
  // Sign-in and the console's shell run on every load (docs/performance.md).
  compileEagerly: true,
  runtimePlugins: [fileURLToPath(new URL('./src/boot/yield-between-shares.ts', import.meta.url))],
  headTags: [
    { tag: 'style', children: PREPAINT_STYLE },
    { tag: 'script', children: PREPAINT_SCRIPT },
  ],
});

// antd's component styles as a build-time stylesheet (build/antd-stylesheet.ts).
config.plugins = [...(config.plugins ?? []), pluginAntdStylesheet(dirname(fileURLToPath(import.meta.url)))];

export default config;
