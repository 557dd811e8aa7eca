import { ColumnHeightOutlined, ReloadOutlined, SettingOutlined } from '@ant-design/icons';
import { useMenuButton } from '@console/shared';
import { Button, Checkbox, Dropdown, Popover, Space, Tooltip } from 'antd';
import type { Density, TablePrefs } from './prefs';
import { useListTexts } from './texts';

export interface ChoosableColumn {
  key: string;
  title: string;
}

/** Reload, density and the column chooser of a table toolbar. */
export function TableSettings({
  columns,
  prefs,
  onChange,
  onReload,
  loading,
}: {
  columns: ChoosableColumn[];
  prefs: TablePrefs;
  onChange: (patch: Partial<TablePrefs>) => void;
  onReload: () => void;
  loading: boolean;
}) {
  const { t } = useListTexts();
  const densityMenu = useMenuButton();
  const visible = columns.filter((column) => !prefs.hidden.includes(column.key)).map((column) => column.key);
  const densities: { key: Density; label: string }[] = [
    { key: 'large', label: t('densityLarge') },
    { key: 'middle', label: t('densityMiddle') },
    { key: 'small', label: t('densitySmall') },
  ];
  const chooser = (
    <div data-testid="column-chooser" style={{ maxWidth: 260 }}>
      <Checkbox.Group
        value={visible}
        onChange={(checked) =>
          onChange({ hidden: columns.map((column) => column.key).filter((key) => !checked.includes(key)) })
        }
        style={{ display: 'flex', flexDirection: 'column', gap: 6 }}
        options={columns.map((column) => ({ label: column.title, value: column.key }))}
      />
      <Button
        type="link"
        size="small"
        style={{ paddingInline: 0, marginTop: 8 }}
        onClick={() => onChange({ hidden: [] })}
      >
        {t('columnsReset')}
      </Button>
    </div>
  );
  return (
    <Space size={4}>
      <Tooltip title={t('reload')}>
        <Button
          type="text"
          aria-label={t('reload')}
          icon={<ReloadOutlined spin={loading} />}
          onClick={onReload}
        />
      </Tooltip>
      <Dropdown
        {...densityMenu.dropdown}
        menu={densityMenu.menu({
          selectable: true,
          selectedKeys: [prefs.density],
          items: densities.map(({ key, label }) => ({ key, label })),
          onClick: ({ key }) => onChange({ density: key as Density }),
        })}
      >
        <Tooltip title={t('density')}>
          <Button
            {...densityMenu.trigger}
            type="text"
            aria-label={t('density')}
            icon={<ColumnHeightOutlined />}
          />
        </Tooltip>
      </Dropdown>
      <Popover trigger="click" placement="bottomRight" title={t('columns')} content={chooser}>
        <Tooltip title={t('columns')}>
          <Button type="text" aria-label={t('columns')} icon={<SettingOutlined />} />
        </Tooltip>
      </Popover>
    </Space>
  );
}
