/**
 * A small dev shell so each remote's team can run its area alone (`pnpm --filter <remote> dev`): the same
 * singletons, sign-in through the real API, the remote's routes in a plain layout. Not used in production.
 */
import {
  App as AntApp,
  Button,
  Card,
  ConfigProvider,
  Form,
  Input,
  Layout,
  Menu,
  Space,
  Spin,
  theme,
} from 'antd';
import AntdIcon from '@ant-design/icons/es/components/AntdIconLight';
import { useAtomValue } from 'jotai';
import {
  StrictMode,
  Suspense,
  lazy,
  useEffect,
  useMemo,
  useState,
  type ComponentProps,
  type ComponentType,
} from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes, useLocation, useNavigate } from '../router';
import { authApi, type Captcha } from '../api/auth';
import { ApiError } from '../api/errors';
import { joinRoutes, type RemoteMenu, type RemoteModule, type RemoteRoute } from '../contract/remote';
import { addServerMessages, addTranslations, i18n, i18nReady } from '../i18n/instance';
import { isDarkAtom, settingsAtom } from '../settings/atoms';
import { setToken, tokenAtom } from '../session/token-store';
import { setUser, userAtom } from '../session/user-store';

function leaves(routes: RemoteRoute[]): RemoteRoute[] {
  return routes.flatMap((route) => (route.children ? leaves(route.children) : route.page ? [route] : []));
}

function StandaloneSignIn() {
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [error, setError] = useState('');
  const refresh = () => void authApi.captcha().then(setCaptcha, () => setCaptcha(null));
  useEffect(refresh, []);
  const onFinish = async (values: { email: string; password: string; captchaCode: string }) => {
    setError('');
    try {
      const { token } = await authApi.login({ ...values, captchaKey: captcha?.captchaKey ?? '' });
      const { authCode } = await authApi.checkToken(token);
      setToken(authCode);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : String(caught));
      refresh();
    }
  };
  return (
    <Card title="Standalone sign-in" style={{ maxWidth: 380, margin: '80px auto' }}>
      <Form layout="vertical" onFinish={onFinish}>
        <Form.Item name="email" label="Email" rules={[{ required: true }]}>
          <Input autoComplete="username" />
        </Form.Item>
        <Form.Item name="password" label="Password" rules={[{ required: true }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Space align="start">
          <Form.Item name="captchaCode" rules={[{ required: true }]}>
            <Input placeholder="Code" />
          </Form.Item>
          {captcha && <img src={captcha.captchaBase64} alt="captcha" height={32} onClick={refresh} />}
        </Space>
        {error && <p style={{ color: '#d4380d' }}>{error}</p>}
        <Button type="primary" htmlType="submit" block>
          Sign in
        </Button>
      </Form>
    </Card>
  );
}

/** The remote's routes joined with its pages (all local here: no federation between them). */
function standaloneRoutes(menu: RemoteMenu, module: RemoteModule): RemoteRoute[] {
  return joinRoutes(
    menu.routes,
    (name) => (module.pages[name] ? { page: module.pages[name] } : undefined),
    (icon) => <AntdIcon icon={icon as ComponentProps<typeof AntdIcon>['icon']} />,
  );
}

function StandaloneLayout({ menu, module }: { menu: RemoteMenu; module: RemoteModule }) {
  const user = useAtomValue(userAtom);
  const location = useLocation();
  const navigate = useNavigate();
  const pages = useMemo(() => leaves(standaloneRoutes(menu, module)), [menu, module]);
  const elements = useMemo(
    () =>
      pages.map((route) => ({ route, Page: lazy(route.page as () => Promise<{ default: ComponentType }>) })),
    [pages],
  );
  useEffect(() => {
    if (!user) void authApi.userInfo().then(setUser, () => setToken(''));
  }, [user]);
  if (!user) return <Spin fullscreen />;
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider theme="light">
        <Menu
          selectedKeys={[location.pathname]}
          items={pages.map((route) => ({
            key: route.path,
            icon: route.meta.icon,
            label: i18n.t(route.meta.title, { ns: menu.namespace }),
          }))}
          onClick={({ key }) => navigate(key)}
        />
      </Layout.Sider>
      <Layout.Content style={{ padding: 16 }}>
        <Suspense fallback={<Spin />}>
          <Routes>
            {elements.map(({ route, Page }) => (
              <Route key={route.path} path={route.path} element={<Page />} />
            ))}
            <Route path="*" element={<Navigate to={pages[0]?.path ?? '/'} replace />} />
          </Routes>
        </Suspense>
      </Layout.Content>
    </Layout>
  );
}

function StandaloneApp({ menu, module }: { menu: RemoteMenu; module: RemoteModule }) {
  const token = useAtomValue(tokenAtom);
  const dark = useAtomValue(isDarkAtom);
  const { themeColor } = useAtomValue(settingsAtom);
  return (
    <ConfigProvider
      theme={{
        algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm,
        token: { colorPrimary: themeColor },
      }}
      // As the host's ThemeProvider: no space inside two-character Chinese labels (their aria-labels read "编辑 …").
      button={{ autoInsertSpace: false }}
    >
      <AntApp>
        <BrowserRouter>
          {token ? <StandaloneLayout menu={menu} module={module} /> : <StandaloneSignIn />}
        </BrowserRouter>
      </AntApp>
    </ConfigProvider>
  );
}

export async function renderStandalone(
  menu: RemoteMenu,
  module: RemoteModule,
  container: HTMLElement,
): Promise<void> {
  await i18nReady;
  addTranslations(menu.namespace, module.translations);
  if (module.serverMessages) addServerMessages(module.serverMessages);
  createRoot(container).render(
    <StrictMode>
      <StandaloneApp menu={menu} module={module} />
    </StrictMode>,
  );
}
