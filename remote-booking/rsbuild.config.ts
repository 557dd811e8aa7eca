import { DEFAULT_PORTS, federatedApp } from '@console/shared/build';
import menu from './src/menu';

export default federatedApp({
  name: 'console_booking',
  port: DEFAULT_PORTS.booking,
  title: 'booking · remote',
  exposes: { './module': './src/module.tsx' },
  menu,
});
