import {
  BgColorsOutlined,
  CheckOutlined,
  DesktopOutlined,
  MoonOutlined,
  SunOutlined,
  UndoOutlined,
} from '@ant-design/icons';
import {
  DEFAULT_SETTINGS,
  destructiveConfirm,
  settingsAtom,
  systemPrefersDarkAtom,
  THEME_COLOR_PRESETS,
  userAtom,
  type ConsoleSettings,
} from '@console/shared';
import { Button, ColorPicker, Drawer, Input, Segmented, Switch, Typography, theme } from 'antd';
import { useAtom, useAtomValue } from 'jotai';
import { useId, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isDarkColor } from '../theme/color';
import { MENU_BG_PRESETS, themeColors } from '../theme/tokens';
import { isCustomContent, watermarkLines } from '../watermark/watermark';
import { AboutSection } from './AboutSection';
import styles from './SettingsDrawer.module.css';
import { settingsDrawerOpenAtom } from './state';
import { useFeedback } from '../components/useFeedback';

const sameColor = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{title}</legend>
      {children}
    </fieldset>
  );
}

/** Preset swatches (native radios: Tab into the group, arrows to move) and a custom colour picker. */
function ColorChoice({
  name,
  presets,
  value,
  onChange,
  testId,
}: {
  name: string;
  presets: readonly string[];
  value: string;
  onChange: (color: string) => void;
  testId: string;
}) {
  const { t } = useTranslation('host');
  const isPreset = presets.some((color) => sameColor(color, value));
  return (
    <div className={styles.swatches} data-testid={testId}>
      {presets.map((color) => {
        const checked = sameColor(color, value);
        return (
          <label key={color} className={styles.swatch} title={color}>
            <input
              type="radio"
              className={styles.visuallyHidden}
              name={name}
              value={color}
              checked={checked}
              aria-label={color}
              onChange={() => onChange(color)}
            />
            <span
              className={styles.swatchFace}
              style={{ background: color, color: isDarkColor(color) ? '#fff' : 'rgba(0,0,0,0.88)' }}
            >
              {checked ? <CheckOutlined /> : null}
            </span>
          </label>
        );
      })}
      <ColorPicker
        value={value}
        disabledAlpha
        format="hex"
        onChangeComplete={(color) => onChange(color.toHexString())}
      >
        <Button
          size="small"
          type={isPreset ? 'default' : 'primary'}
          icon={<BgColorsOutlined />}
          aria-label={t('settings.customColor', { color: value })}
          data-testid={`${testId}-custom`}
        >
          {t('settings.custom')}
        </Button>
      </ColorPicker>
    </div>
  );
}

type Layout = ConsoleSettings['layout'];

/** A sketch of each layout in the current menu colour: where the menu sits, header and side. */
function LayoutThumb({ layout, menuBg, selected }: { layout: Layout; menuBg: string; selected: boolean }) {
  const { token } = theme.useToken();
  const side: CSSProperties = { left: 0, width: 18, background: menuBg };
  const header: CSSProperties = { top: 0, height: 11 };
  const parts: CSSProperties[] =
    layout === 'left'
      ? [
          { ...side, top: 0, bottom: 0 },
          { ...header, left: 18, right: 0, background: token.colorBgContainer },
        ]
      : layout === 'top'
        ? [{ ...header, left: 0, right: 0, background: menuBg }]
        : [
            { ...header, left: 0, right: 0, background: menuBg },
            { ...side, top: 11, bottom: 0, opacity: 0.55 },
          ];
  return (
    <span
      className={`${styles.thumb} ${selected ? styles.thumbSelected : ''}`}
      style={{ background: token.colorBgLayout }}
    >
      {parts.map((style, index) => (
        <span key={index} style={style} />
      ))}
      {selected ? <CheckOutlined className={styles.thumbCheck} /> : null}
    </span>
  );
}

function LayoutPicker({
  value,
  menuBg,
  onChange,
}: {
  value: Layout;
  menuBg: string;
  onChange: (v: Layout) => void;
}) {
  const { t } = useTranslation('host');
  const name = useId();
  const options: { layout: Layout; label: string }[] = [
    { layout: 'left', label: t('settings.layoutLeft') },
    { layout: 'top', label: t('settings.layoutTop') },
    { layout: 'mix', label: t('settings.layoutMix') },
  ];
  return (
    <div className={styles.layouts} data-testid="settings-layout">
      {options.map(({ layout, label }) => (
        <label key={layout} className={styles.layoutOption}>
          <input
            type="radio"
            className={styles.visuallyHidden}
            name={name}
            value={layout}
            checked={value === layout}
            onChange={() => onChange(layout)}
          />
          <LayoutThumb layout={layout} menuBg={menuBg} selected={value === layout} />
          <span>{label}</span>
        </label>
      ))}
    </div>
  );
}

function SwitchRow({
  label,
  checked,
  onChange,
  testId,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  testId: string;
}) {
  const id = useId();
  return (
    <div className={styles.row}>
      <label id={`${id}-label`} htmlFor={id}>
        {label}
      </label>
      {/* Named by its label twice over: engines that do not take a <label> for a button (HTML_CodeSniffer) read
          aria-labelledby. */}
      <Switch
        id={id}
        aria-labelledby={`${id}-label`}
        checked={checked}
        onChange={onChange}
        data-testid={testId}
      />
    </div>
  );
}

/** Ctrl + , (as in most desktop apps) opens and closes the drawer from anywhere. */
/**
 * The settings drawer (spec sections 2, 3, 9): theme, theme and menu colours, layout, interface switches, size,
 * watermark, and reset. Every change goes through `settingsAtom`, which persists it under `settings` and reaches
 * host and remote pages at once. Opened by the header's gear (`settingsDrawerOpenAtom`) or Ctrl + , (see SettingsDoor, which loads it).
 */
export function SettingsDrawer() {
  const { t } = useTranslation('host');
  const { message, modal } = useFeedback();
  const [open, setOpen] = useAtom(settingsDrawerOpenAtom);
  const [settings, setSettings] = useAtom(settingsAtom);
  const prefersDark = useAtomValue(systemPrefersDarkAtom);
  const user = useAtomValue(userAtom);

  const { primary, menuBg } = themeColors(settings);
  const identity = watermarkLines('', user).join(' · ');
  const watermarkId = useId();

  const reset = () => {
    setSettings({ ...DEFAULT_SETTINGS, language: settings.language });
    void message.success(t('settings.resetDone'));
  };
  const askReset = () =>
    modal.confirm(
      destructiveConfirm({
        title: t('settings.resetConfirm'),
        okText: t('settings.reset'),
        cancelText: t('request.cancel', { ns: 'common' }),
        onOk: reset,
      }),
    );

  return (
    <Drawer
      open={open}
      onClose={() => setOpen(false)}
      title={t('settings.title')}
      placement="right"
      size="min(360px, 100vw)"
      footer={
        <div className={styles.footer}>
          <Button block icon={<UndoOutlined />} onClick={askReset} data-testid="settings-reset">
            {t('settings.reset')}
          </Button>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('settings.saved')} {t('settings.shortcut')}
          </Typography.Text>
        </div>
      }
    >
      <div data-testid="settings-drawer">
        <Section title={t('settings.theme')}>
          <Segmented<ConsoleSettings['theme']>
            block
            aria-label={t('settings.theme')}
            value={settings.theme}
            onChange={(value) => setSettings({ theme: value })}
            options={[
              { value: 'light', label: t('settings.themeLight'), icon: <SunOutlined /> },
              { value: 'dark', label: t('settings.themeDark'), icon: <MoonOutlined /> },
              { value: 'auto', label: t('settings.themeAuto'), icon: <DesktopOutlined /> },
            ]}
            data-testid="settings-theme"
          />
          {settings.theme === 'auto' ? (
            <Typography.Text type="secondary" className={styles.hint}>
              {t('settings.themeAutoHint', {
                mode: prefersDark ? t('settings.themeDark') : t('settings.themeLight'),
              })}
            </Typography.Text>
          ) : null}
        </Section>

        <Section title={t('settings.themeColor')}>
          <ColorChoice
            name="console-theme-color"
            presets={THEME_COLOR_PRESETS}
            value={primary}
            onChange={(color) => setSettings({ themeColor: color })}
            testId="settings-theme-color"
          />
        </Section>

        <Section title={t('settings.menuColor')}>
          <ColorChoice
            name="console-menu-color"
            presets={MENU_BG_PRESETS}
            value={menuBg}
            onChange={(color) => setSettings({ bgColor: color })}
            testId="settings-menu-color"
          />
        </Section>

        <Section title={t('settings.layout')}>
          <LayoutPicker
            value={settings.layout}
            menuBg={menuBg}
            onChange={(layout) => setSettings({ layout })}
          />
        </Section>

        <Section title={t('settings.interface')}>
          <SwitchRow
            label={t('settings.tagsView')}
            checked={settings.tagsView}
            onChange={(tagsView) => setSettings({ tagsView })}
            testId="settings-tags-view"
          />
          <SwitchRow
            label={t('settings.fixedHeader')}
            checked={settings.fixedHeader}
            onChange={(fixedHeader) => setSettings({ fixedHeader })}
            testId="settings-fixed-header"
          />
          <SwitchRow
            label={t('settings.sidebarLogo')}
            checked={settings.sidebarLogo}
            onChange={(sidebarLogo) => setSettings({ sidebarLogo })}
            testId="settings-sidebar-logo"
          />
        </Section>

        <Section title={t('settings.size')}>
          <Segmented<ConsoleSettings['size']>
            aria-label={t('settings.size')}
            block
            value={settings.size}
            onChange={(size) => setSettings({ size })}
            options={[
              { value: 'small', label: t('settings.sizeSmall') },
              { value: 'default', label: t('settings.sizeDefault') },
              { value: 'large', label: t('settings.sizeLarge') },
            ]}
            data-testid="settings-size"
          />
        </Section>

        <Section title={t('settings.watermark')}>
          <SwitchRow
            label={t('settings.watermarkEnabled')}
            checked={settings.watermarkEnabled}
            onChange={(watermarkEnabled) => setSettings({ watermarkEnabled })}
            testId="settings-watermark"
          />
          <label htmlFor={watermarkId} className={styles.fieldLabel}>
            {t('settings.watermarkContent')}
          </label>
          <Input
            id={watermarkId}
            value={isCustomContent(settings.watermarkContent) ? settings.watermarkContent : ''}
            placeholder={identity || t('settings.watermarkContent')}
            maxLength={60}
            allowClear
            onChange={(event) => setSettings({ watermarkContent: event.target.value })}
            data-testid="settings-watermark-content"
          />
          <Typography.Text type="secondary" className={styles.hint}>
            {t('settings.watermarkHint')}
          </Typography.Text>
        </Section>

        <AboutSection />
      </div>
    </Drawer>
  );
}
