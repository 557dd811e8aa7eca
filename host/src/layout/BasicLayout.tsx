import { MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { settingsAtom, userAtom, useLocation, useNavigate, type RouteObject } from '@console/shared';
import { Button, Layout, Menu, theme } from 'antd';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PaletteDoor } from '../palette/PaletteDoor';
import { preloadForMenu } from '../router/preload';
import { areasAtom, registryErrorAtom } from '../remotes/areas';
import type { PageInfo } from '../router/pages';
import { KeepAliveOutlet } from '../tabs/KeepAliveOutlet';
import { prerenderPages } from '../tabs/prerender';
import { TagsView } from '../tabs/TagsView';
import { BackTopDoor } from './BackTopDoor';
import { Breadcrumbs } from './Breadcrumbs';
import { HeaderActions } from './HeaderActions';
import { HelpButton } from './HelpButton';
import styles from './layout.module.css';
import { Logo } from './Logo';
import { buildMenu, findItem, firstLeaf, leafKeys, topLevel, type MenuItem } from './menu';
import { useDevice } from './useDevice';
import { useShellEffects } from './useShellEffects';
import { useShellSnapshot } from './shell-snapshot';
import { ACTIVE_TOP_STORAGE_KEY, useSidebar } from './useSidebar';
import { focusMainContent, MAIN_CONTENT_ID } from '../components/main-content';
import { inHeader } from '../components/popup-container';

const MobileMenuDrawer = lazy(() => import('./MobileMenuDrawer'));

/** The header bar's height (layout.module.css, .headerBar): where the mix layout's side menu starts. */
const HEADER_HEIGHT = 56;

interface Props {
  pages: PageInfo[];
  routes: RouteObject[];
  home: string;
  hostMenu: MenuItem[];
}

/**
 * The signed-in frame in the three layouts of the spec: left (sidebar menu), top (menu in the header) and mix
 * (top-level entries in the header, the active entry's children in the side column). Below 992 px the sidebar is
 * an off-canvas drawer whatever the layout.
 */
export function BasicLayout({ pages, routes, home, hostMenu }: Props) {
  const { t, i18n } = useTranslation('host');
  const { token } = theme.useToken();
  const areas = useAtomValue(areasAtom);
  const user = useAtomValue(userAtom);
  const settings = useAtomValue(settingsAtom);
  const location = useLocation();
  const navigate = useNavigate();
  const device = useDevice();
  const mobile = device === 'mobile';
  const layout = mobile ? 'left' : settings.layout;
  const [collapsed, toggleCollapsed] = useSidebar();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { page, override, title } = useShellEffects(pages);
  // The shell painted from the HTML stays until the menus shown are the ones read at this load (shell-snapshot.ts);
  // a page titled from its address (it may name a customer) is not stored.
  const registryError = useAtomValue(registryErrorAtom);
  const live =
    registryError !== null ||
    (Object.keys(areas).length > 0 && Object.values(areas).every((area) => area.status !== 'loading'));
  useShellSnapshot(live, !override, location.pathname + location.search);

  const language = i18n.resolvedLanguage ?? i18n.language;
  const items = useMemo(
    () => [...buildMenu(areas, user, t, language), ...hostMenu],
    [areas, user, t, language, hostMenu],
  );
  const group = page?.trail[0]?.path;

  // Mix layout: the active top entry follows the page, and persists (spec section 2).
  const [storedTop, setStoredTop] = useState(() => localStorage.getItem(ACTIVE_TOP_STORAGE_KEY) ?? '');
  const activeTop = group ?? storedTop;
  useEffect(() => {
    if (group) localStorage.setItem(ACTIVE_TOP_STORAGE_KEY, group);
  }, [group]);

  // Focus is never left on nothing: when the element holding it went away with the page (the sign-in form, a closed
  // tab's page), the page area takes it, so the next Tab starts in the page and Shift+Tab reaches the menu. Focus a
  // person or a page placed somewhere is left where it is.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const active = document.activeElement;
      if (!active || active === document.body) focusMainContent();
    });
    return () => cancelAnimationFrame(frame);
  }, [location.pathname]);

  const sideItems = useMemo(() => {
    if (layout !== 'mix') return items;
    const top = items.find((item) => item?.key === activeTop);
    return top && 'children' in top && top.children ? top.children : [];
  }, [items, layout, activeTop]);

  // Inline menus open the current group; groups the person opened stay open.
  const [openKeys, setOpenKeys] = useState<string[]>(group ? [group] : []);
  const [seenGroup, setSeenGroup] = useState(group);
  if (group !== seenGroup) {
    setSeenGroup(group);
    if (group && !openKeys.includes(group)) setOpenKeys([...openKeys, group]);
  }

  // Opening a group says one of its pages comes next: they are rendered hidden, ready for the click.
  const onOpenChange = (keys: string[]) => {
    for (const key of keys) if (!openKeys.includes(key)) prerenderPages(leafKeys(findItem(sideItems, key)));
    setOpenKeys(keys);
  };

  // A navigation closes the mobile drawer.
  const [seenPath, setSeenPath] = useState(location.pathname);
  if (seenPath !== location.pathname) {
    setSeenPath(location.pathname);
    if (drawerOpen) setDrawerOpen(false);
  }

  const go = (key: string) => navigate(key);
  const onTopClick = (key: string) => {
    if (layout === 'mix') {
      setStoredTop(key);
      const target = firstLeaf(items.find((item) => item?.key === key));
      if (target) navigate(target);
    } else go(key);
  };

  const sideMenu = (inlineCollapsed: boolean) => (
    <nav aria-label={t('layout.mainMenu')}>
      <Menu
        mode="inline"
        theme="dark"
        className="console-side-menu"
        style={{ background: 'transparent', borderInlineEnd: 0 }}
        items={sideItems}
        selectedKeys={[location.pathname]}
        {...(inlineCollapsed ? {} : { openKeys, onOpenChange })}
        onClick={({ key }) => go(key)}
      />
    </nav>
  );

  const showSider = !mobile && layout !== 'top' && sideItems.length > 0;
  const darkHeader = layout !== 'left';
  // Mix: the header runs the full width with the logo over the side menu, which starts below it (as ant-design-pro
  // draws it); the tags bar belongs to the page column there.
  const mixed = layout === 'mix' && showSider;
  const header = (
    <header
      className={settings.fixedHeader ? styles.headerFixed : undefined}
      data-testid="header"
      data-layout={layout}
      data-device={device}
    >
      <div
        className={styles.headerBar}
        style={{
          background: darkHeader ? settings.bgColor : token.colorBgContainer,
          borderBottom: `1px solid ${darkHeader ? 'transparent' : token.colorBorderSecondary}`,
        }}
      >
        {mobile && (
          <Button
            type="text"
            icon={<MenuOutlined />}
            aria-label={t('layout.openMenu')}
            onClick={() => setDrawerOpen(true)}
            data-testid="mobile-menu-button"
          />
        )}
        {!mobile && layout !== 'left' && (
          <div style={{ width: mixed ? 208 : 200, flex: 'none' }}>
            {settings.sidebarLogo && <Logo collapsed={false} />}
          </div>
        )}
        {!mobile && layout !== 'top' && showSider && (
          <Button
            type="text"
            style={darkHeader ? { color: 'rgba(255,255,255,0.85)' } : undefined}
            aria-label={collapsed ? t('layout.expand') : t('layout.collapse')}
            icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            onClick={toggleCollapsed}
            data-testid="collapse-button"
          />
        )}
        {!mobile && layout === 'left' && <Breadcrumbs page={page} override={override} home={home} />}
        {!mobile && layout !== 'left' ? (
          <nav aria-label={t('layout.mainMenu')} className={styles.topMenuNav}>
            <Menu
              mode="horizontal"
              getPopupContainer={inHeader}
              theme="dark"
              className={styles.topMenu}
              data-testid="top-menu"
              onPointerEnter={preloadForMenu}
              onFocus={preloadForMenu}
              items={layout === 'mix' ? topLevel(items) : items}
              selectedKeys={layout === 'mix' ? [activeTop] : [location.pathname]}
              onClick={({ key }) => onTopClick(key)}
            />
          </nav>
        ) : (
          <div className={styles.spacer} />
        )}
        <HelpButton page={page} inverted={darkHeader} />
        <HeaderActions compact={mobile} inverted={darkHeader} />
      </div>
      {settings.tagsView && !mixed && <TagsView pages={pages} home={home} />}
    </header>
  );

  const skipLink = (
    // The first stop of the Tab key: past the menu and the header to the page. Focus is moved by hand, not by the
    // #hash, which the router would take for part of the page's address.
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className={styles.skipLink}
      onClick={(event) => {
        event.preventDefault();
        focusMainContent();
      }}
    >
      {t('layout.skipToContent')}
    </a>
  );
  const sider = showSider && (
    <Layout.Sider
      collapsible
      collapsed={collapsed}
      trigger={null}
      width={220}
      style={{
        background: settings.bgColor,
        position: 'sticky',
        top: mixed && settings.fixedHeader ? HEADER_HEIGHT : 0,
        height: mixed && settings.fixedHeader ? `calc(100vh - ${HEADER_HEIGHT}px)` : '100vh',
        overflow: 'auto',
      }}
      data-testid="sidebar"
      onPointerEnter={preloadForMenu}
      onFocus={preloadForMenu}
    >
      {settings.sidebarLogo && layout === 'left' && <Logo collapsed={collapsed} />}
      {sideMenu(collapsed)}
    </Layout.Sider>
  );
  const drawer = mobile && (
    <Suspense fallback={null}>
      <MobileMenuDrawer open={drawerOpen} background={settings.bgColor} onClose={() => setDrawerOpen(false)}>
        <div data-testid="sidebar" onPointerEnter={preloadForMenu} onFocus={preloadForMenu}>
          {settings.sidebarLogo && <Logo collapsed={false} />}
          {sideMenu(false)}
        </div>
      </MobileMenuDrawer>
    </Suspense>
  );
  const content = (
    <Layout.Content className={styles.content} id={MAIN_CONTENT_ID} tabIndex={-1}>
      {/* The page's level-one heading for assistive technology: the tab and the breadcrumb already show the
          title, a third visible copy would only take room. */}
      {title && <h1 className={styles.visuallyHidden}>{title}</h1>}
      <KeepAliveOutlet routes={routes} pages={pages} />
    </Layout.Content>
  );

  if (mixed) {
    return (
      <Layout style={{ minHeight: '100vh' }}>
        {skipLink}
        {header}
        <Layout hasSider>
          {sider}
          <Layout style={{ minWidth: 0 }}>
            {settings.tagsView && (
              <div className={settings.fixedHeader ? styles.tagsFixed : undefined}>
                <TagsView pages={pages} home={home} />
              </div>
            )}
            {content}
          </Layout>
        </Layout>
        <PaletteDoor pages={pages} />
        <BackTopDoor />
      </Layout>
    );
  }

  return (
    <Layout style={{ minHeight: '100vh' }} hasSider={showSider}>
      {skipLink}
      {sider}
      {drawer}
      <Layout style={{ minWidth: 0 }}>
        {header}
        {content}
      </Layout>
      <PaletteDoor pages={pages} />
      <BackTopDoor />
    </Layout>
  );
}
