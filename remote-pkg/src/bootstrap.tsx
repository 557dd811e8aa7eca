import { renderStandalone } from '@console/shared/standalone';
import pkgModule from './module';

void renderStandalone(pkgModule, document.getElementById('root') as HTMLElement);
