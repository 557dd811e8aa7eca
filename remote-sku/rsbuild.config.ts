import { DEFAULT_PORTS, federatedApp } from '@console/shared/build';
import menu from './src/menu';

export default federatedApp({
  name: 'console_sku',
  port: DEFAULT_PORTS.sku,
  title: 'sku · remote',
  exposes: { './module': './src/module.tsx' },
  menu,
});
