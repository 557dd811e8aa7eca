import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  DragOutlined,
  EditOutlined,
  MoreOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { useMenuButton } from '@console/shared';
import { Button, Dropdown, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SkuCategory } from '../../api';
import { nameIn } from '../../components/languages';

export type RowAction = 'edit' | 'child' | 'move' | 'up' | 'down' | 'delete';

/**
 * Edit, and a menu (add a subcategory, move, up, down, delete) of one category: a menu button (`useMenuButton`), its
 * name the category's in the console's language.
 */
export function RowActions({
  category,
  siblings,
  onAction,
}: {
  category: SkuCategory;
  /** How many categories share its parent (Down is off for the last). */
  siblings: number;
  onAction: (action: RowAction, category: SkuCategory) => void;
}) {
  const { t, i18n } = useTranslation('sku');
  const menuButton = useMenuButton();
  return (
    <Space size={4}>
      <Button
        size="small"
        icon={<EditOutlined />}
        onClick={() => onAction('edit', category)}
        aria-label={`${t('common.edit')} ${category.code}`}
        data-testid={`category-edit-${category.code}`}
      >
        {t('common.edit')}
      </Button>
      <Dropdown
        {...menuButton.dropdown}
        menu={menuButton.menu({
          items: [
            { key: 'child', icon: <PlusOutlined />, label: t('category.addChild') },
            { key: 'move', icon: <DragOutlined />, label: t('category.move') },
            {
              key: 'up',
              icon: <ArrowUpOutlined />,
              label: t('category.moveUp'),
              disabled: category.position === 0,
            },
            {
              key: 'down',
              icon: <ArrowDownOutlined />,
              label: t('category.moveDown'),
              disabled: category.position >= siblings - 1,
            },
            { type: 'divider' },
            { key: 'delete', icon: <DeleteOutlined />, label: t('common.delete'), danger: true },
          ],
          onClick: ({ key }) => onAction(key as RowAction, category),
        })}
      >
        <Button
          {...menuButton.trigger}
          size="small"
          icon={<MoreOutlined />}
          aria-label={t('common.more', { name: nameIn(category, i18n.resolvedLanguage) })}
          data-testid={`category-more-${category.code}`}
        />
      </Dropdown>
    </Space>
  );
}
