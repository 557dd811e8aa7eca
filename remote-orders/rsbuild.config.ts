import { DEFAULT_PORTS, federatedApp } from '@console/shared/build';
import menu from './src/menu';

export default federatedApp({
  name: 'console_orders',
  port: DEFAULT_PORTS.orders,
  title: 'orders · remote',
  exposes: { './module': './src/module.tsx' },
  menu,
});
