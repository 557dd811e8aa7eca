import { ComingSoon, defineRemoteModule } from '@console/shared';
import { en, zh } from './i18n/resources';
import type menu from './menu';

const placeholder = async () => ({ default: () => <ComingSoon /> });

/** Pages of projects, folders and payment information (routes: src/menu.ts). Pages arrive with the pkg issue. */
export default defineRemoteModule<typeof menu>({
  name: 'pkg',
  translations: { en, zh },
  pages: { pkgList: placeholder, projectList: placeholder, payMessage: placeholder },
});
