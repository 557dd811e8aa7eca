import { renderStandalone } from '@console/shared/standalone';
import dashboardModule from './module';

void renderStandalone(dashboardModule, document.getElementById('root') as HTMLElement);
