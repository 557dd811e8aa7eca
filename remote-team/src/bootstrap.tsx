import { renderStandalone } from '@console/shared/standalone';
import menu from './menu';
import module from './module';

// The standalone dev shell (`npm run dev -- team`): its own sign-in and a menu of this area's routes.
void renderStandalone(menu, module, document.getElementById('root') as HTMLElement);
