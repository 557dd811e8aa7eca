import { ComingSoon, defineRemoteModule } from '@console/shared';
import { en, zh } from './i18n/resources';

const placeholder = async () => ({ default: () => <ComingSoon /> });

/** Pages of projects, folders and payment information (routes: src/menu.ts). Pages arrive with the pkg issue. */
export default defineRemoteModule({
  name: 'pkg',
  translations: { en, zh },
  pages: { pkgList: placeholder, projectList: placeholder, payMessage: placeholder },
});
