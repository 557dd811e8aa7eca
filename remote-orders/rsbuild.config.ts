import { DEFAULT_PORTS, federatedApp } from '@console/shared/build';

export default federatedApp({
  name: 'console_orders',
  port: DEFAULT_PORTS.orders,
  title: 'orders · remote',
  exposes: { './module': './src/module.tsx' },
});
