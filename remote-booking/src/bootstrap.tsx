import { renderStandalone } from '@console/shared/standalone';
import bookingModule from './module';

void renderStandalone(bookingModule, document.getElementById('root') as HTMLElement);
