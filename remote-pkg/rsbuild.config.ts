import { DEFAULT_PORTS, federatedApp } from '@console/shared/build';
import menu from './src/menu';

export default federatedApp({
  name: 'console_pkg',
  port: DEFAULT_PORTS.pkg,
  title: 'pkg · remote',
  exposes: { './module': './src/module.tsx' },
  menu,
});
