import { DEFAULT_PORTS, federatedApp } from '@console/shared/build';
import menu from './src/menu';

export default federatedApp({
  name: 'console_dashboard',
  port: DEFAULT_PORTS.dashboard,
  title: 'Dashboard · remote',
  exposes: { './module': './src/module.tsx' },
  menu,
  // The console's home page, drawn right after sign-in (docs/performance.md).
  compileEagerly: true,
});
