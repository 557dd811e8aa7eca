import { renderStandalone } from '@console/shared/standalone';
import ordersModule from './module';

void renderStandalone(ordersModule, document.getElementById('root') as HTMLElement);
