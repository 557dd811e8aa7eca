import { renderStandalone } from '@console/shared/standalone';
import skuModule from './module';

void renderStandalone(skuModule, document.getElementById('root') as HTMLElement);
