import { addTranslations, i18n } from '@console/shared';
import { MemoryRouter } from 'react-router-dom';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { en, zh } from '../src/i18n/resources';
import { Breadcrumbs } from '../src/layout/Breadcrumbs';
import { useShellEffects } from '../src/layout/useShellEffects';
import { ERROR_PAGES } from '../src/router/error-pages';
import { previousPage } from '../src/router/last-page';
import { pageIndex, type PageInfo } from '../src/router/pages';
import { setTabs, getTabs } from '../src/tabs/tabs-store';
import { TagsView } from '../src/tabs/TagsView';
import { dashboardArea } from './fixtures';

const dash = dashboardArea(async () => ({ default: () => null }));
const dashRoute = dash.routes[0]!;
const pages = pageIndex(
  [{ area: 'dashboard', namespace: 'dashboard', route: dashRoute, trail: [dashRoute] }],
  [],
  ERROR_PAGES,
);

/** The parts of the signed-in layout that name the page: the tab bar, the breadcrumb and the document title. */
function Shell({ index }: { index: PageInfo[] }) {
  const { page, override } = useShellEffects(index);
  return (
    <>
      <TagsView pages={index} home="/dash" />
      <Breadcrumbs page={page} {...(override ? { override } : {})} home="/dash" />
    </>
  );
}

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Shell index={pages} />
    </MemoryRouter>,
  );

const breadcrumb = () =>
  [...screen.getByTestId('breadcrumb').querySelectorAll('.ant-breadcrumb-link')].map(
    (step) => step.textContent,
  );

describe('the 401 and 404 pages and the home page are named in the tab, breadcrumb and document title', () => {
  beforeEach(async () => {
    addTranslations('host', { en, zh });
    addTranslations('dashboard', {
      en: { route: { dashboard: 'Dashboard' } },
      zh: { route: { dashboard: '首页' } },
    });
    await i18n.changeLanguage('en');
    setTabs([]);
  });
  afterEach(() => setTabs([]));

  it.each([
    ['/404', 'en', 'Page not found', 'Home'],
    ['/401', 'en', 'Not allowed', 'Home'],
    ['/404', 'zh', '页面不存在', '首页'],
    ['/401', 'zh', '无权访问', '首页'],
  ])('%s in %s', async (path, language, title, home) => {
    await i18n.changeLanguage(language);
    renderAt(path);
    expect(breadcrumb()).toEqual([home, title]);
    await waitFor(() => expect(document.title).toBe(`${title} - ${i18n.t('app.title', { ns: 'common' })}`));
    await waitFor(() => expect(getTabs().map((tab) => tab.path)).toContain(path));
    const tab = await screen.findByRole('tab', { selected: true });
    expect(tab.textContent).toBe(title);
    // A long title is cut by the label's width; pointing at it tells all of it.
    expect(tab.querySelector(`[title="${title}"]`)?.textContent).toBe(title);
    // Not a page an unmatched path goes back to.
    expect(previousPage()).not.toBe(path);
  });

  it('a title from the address names the last step, cut to its room with all of it on pointing', async () => {
    // The address gives at most 60 characters (titleOverride); 60 capitals are still wider than the header allows.
    const long = 'W'.repeat(60);
    renderAt(`/404?title=${long}`);
    const last = screen.getByTestId('breadcrumb').querySelectorAll('.ant-breadcrumb-link')[1]!;
    const step = last.querySelector(`[title="${long}"]`) as HTMLElement;
    expect(step.textContent).toBe(long);
    expect([step.style.maxWidth, step.style.overflow, step.style.textOverflow]).toEqual([
      '24em',
      'hidden',
      'ellipsis',
    ]);
  });

  it('names the home page once, not "首页 / 首页"', async () => {
    await i18n.changeLanguage('zh');
    renderAt('/dash');
    expect(breadcrumb()).toEqual(['首页']);
    cleanup();
    await i18n.changeLanguage('en');
    renderAt('/dash');
    expect(breadcrumb()).toEqual(['Dashboard']);
  });
});
