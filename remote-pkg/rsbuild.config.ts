import { DEFAULT_PORTS, federatedApp } from '@console/shared/build';

export default federatedApp({
  name: 'console_pkg',
  port: DEFAULT_PORTS.pkg,
  title: 'pkg · remote',
  exposes: { './module': './src/module.tsx' },
});
