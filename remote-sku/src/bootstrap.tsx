import { renderStandalone } from '@console/shared/standalone';
import menu from './menu';
import module from './module';

void renderStandalone(menu, module, document.getElementById('root') as HTMLElement);
