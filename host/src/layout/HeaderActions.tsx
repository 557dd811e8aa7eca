import {
  ColumnHeightOutlined,
  FullscreenExitOutlined,
  FullscreenOutlined,
  LogoutOutlined,
  SearchOutlined,
  SettingOutlined,
  UserOutlined,
} from '@ant-design/icons';
import {
  authApi,
  browser,
  clearToken,
  settingsAtom,
  userAtom,
  type ConsoleSettings,
  useMenuButton,
  useNavigate,
} from '@console/shared';
import { Avatar, Button, Dropdown, Space, Tooltip, type ButtonProps } from 'antd';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paletteOpenAtom } from '../palette/state';
import { settingsDrawerOpenAtom } from '../settings/state';
import { ChoiceMenu } from '../components/ChoiceMenu';
import { LanguageSwitch } from '../components/LanguageSwitch';
import { useFeedback } from '../components/useFeedback';
import { inHeader } from '../components/popup-container';

function useFullscreen(): [boolean, () => void] {
  const [on, setOn] = useState(() => Boolean(document.fullscreenElement));
  useEffect(() => {
    const onChange = () => setOn(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  const toggle = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void document.documentElement.requestFullscreen?.().catch(() => undefined);
  };
  return [on, toggle];
}

/** An icon-only button of the header: its label names it for assistive technology and is its tooltip. */
function HeaderButton({
  label,
  tooltip = label,
  ...button
}: Omit<ButtonProps, 'type' | 'aria-label'> & { label: string; tooltip?: string; 'data-testid'?: string }) {
  return (
    <Tooltip title={tooltip}>
      <Button type="text" aria-label={label} {...button} />
    </Tooltip>
  );
}

/**
 * Header actions: page search, fullscreen, size, language, settings, and the user menu with Account and Sign out
 * (spec section 4: logout clears the token and reloads, after the server revokes it).
 */
export function HeaderActions({ compact, inverted }: { compact: boolean; inverted: boolean }) {
  const { t } = useTranslation('host');
  const { modal } = useFeedback();
  const navigate = useNavigate();
  const userMenu = useMenuButton();
  const user = useAtomValue(userAtom);
  const [settings, setSettings] = useAtom(settingsAtom);
  const openSettings = useSetAtom(settingsDrawerOpenAtom);
  const openPalette = useSetAtom(paletteOpenAtom);
  const [fullscreen, toggleFullscreen] = useFullscreen();
  const color = inverted ? { color: 'rgba(255, 255, 255, 0.85)' } : undefined;

  const signOut = () =>
    modal.confirm({
      title: t('layout.signOutConfirm'),
      okText: t('request.ok', { ns: 'common' }),
      cancelText: t('request.cancel', { ns: 'common' }),
      onOk: async () => {
        // The server revokes the token; even if it cannot be reached, this browser forgets it.
        await authApi.logout().catch(() => undefined);
        clearToken();
        browser.reload();
      },
    });

  const sizes: ConsoleSettings['size'][] = ['default', 'large', 'small'];

  return (
    <Space size={compact ? 0 : 4} style={color}>
      <HeaderButton
        label={t('palette.open')}
        tooltip={`${t('palette.open')} (Ctrl K)`}
        style={color}
        icon={<SearchOutlined />}
        onClick={() => openPalette(true)}
        data-testid="palette-button"
      />
      {!compact && (
        <HeaderButton
          label={fullscreen ? t('layout.exitFullscreen') : t('layout.fullscreen')}
          style={color}
          icon={fullscreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
          onClick={toggleFullscreen}
        />
      )}
      <ChoiceMenu
        label={t('layout.sizeLabel')}
        icon={<ColumnHeightOutlined aria-label={t('layout.sizeLabel')} />}
        style={color}
        testId="size-switch"
        selected={settings.size}
        choices={sizes.map((size) => ({ key: size, label: t(`layout.size.${size}`) }))}
        onChoose={(size) => setSettings({ size })}
      />
      <LanguageSwitch style={color} />
      <HeaderButton
        label={t('layout.settings')}
        style={color}
        icon={<SettingOutlined />}
        onClick={() => openSettings(true)}
        data-testid="settings-button"
      />
      <Dropdown
        {...userMenu.dropdown}
        getPopupContainer={inHeader}
        menu={userMenu.menu({
          items: [
            {
              key: 'account',
              icon: <UserOutlined />,
              label: t('layout.account'),
              onClick: () => navigate('/account'),
            },
            { type: 'divider' },
            { key: 'signOut', icon: <LogoutOutlined />, label: t('layout.signOut'), onClick: signOut },
          ],
        })}
      >
        {/* A menu button (useMenuButton): Enter, Space or arrow down open it with the focus on its first item. */}
        <Button
          {...userMenu.trigger}
          type="text"
          aria-label={compact ? t('layout.userMenu') : undefined}
          style={{ paddingInline: 8, ...color }}
          data-testid="user-menu"
        >
          <Avatar size="small" icon={<UserOutlined />} />
          {!compact && <span>{user ? `${user.name} ${user.lastName}`.trim() || user.email : ''}</span>}
        </Button>
      </Dropdown>
    </Space>
  );
}
