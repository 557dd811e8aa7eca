import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from '@console/shared';
import { ERROR_PAGES } from '../router/error-pages';
import { rememberPage } from '../router/last-page';
import { findPage, titleOverride, type PageInfo } from '../router/pages';
import { visit } from '../tabs/tabs';
import { getTabs, setTabs } from '../tabs/tabs-store';

/**
 * What follows every navigation inside the signed-in layout: the tab for the page (affix tabs first), the
 * remembered last page, and the document title (route title, or the `title` query that overrides it).
 */
export function useShellEffects(pages: PageInfo[]) {
  const location = useLocation();
  const { t, i18n } = useTranslation('host');
  const page = findPage(pages, location.pathname);
  const override = titleOverride(location.search);

  useEffect(() => {
    let tabs = getTabs();
    const missingAffix = pages.filter((affix) => affix.affix && !tabs.some((tab) => tab.path === affix.path));
    if (missingAffix.length > 0) {
      tabs = [
        ...missingAffix.map((affix) => ({
          path: affix.path,
          fullPath: affix.path,
          affix: true,
          keepAlive: affix.keepAlive,
          generation: 0,
        })),
        ...tabs,
      ];
    }
    if (page) {
      const fullPath = location.pathname + location.search + location.hash;
      // An unmatched path goes back to the last real page, never to /404 or /401.
      if (!ERROR_PAGES.some((error) => error.path === page.path)) rememberPage(fullPath);
      tabs = visit(tabs, {
        // The concrete path: a page with route parameters has a tab per value (/pkg/project/12, /pkg/project/13).
        path: location.pathname,
        fullPath,
        affix: page.affix,
        keepAlive: page.keepAlive,
        ...(override ? { titleOverride: override } : {}),
      });
    }
    if (tabs !== getTabs()) setTabs(tabs);
  }, [pages, page, location.pathname, location.search, location.hash, override]);

  const title = override ?? (page ? t(page.titleKey, { ns: page.ns }) : '');
  useEffect(() => {
    const appTitle = t('app.title', { ns: 'common' });
    document.title = title ? `${title} - ${appTitle}` : appTitle;
  }, [title, t, i18n.language]);

  return { page, override, title };
}
