import { Money } from '@console/shared/list';
import { Table, type TableColumnsType, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Item } from '../api';

/** The lines of a cart or an order, shown when its row is expanded. */
export function ItemsTable({ items, caption }: { items: Item[]; caption: string }) {
  const { t } = useTranslation('orders');
  const columns: TableColumnsType<Item> = [
    { key: 'sn', dataIndex: 'sn', title: t('item.sn'), width: 110 },
    { key: 'name', dataIndex: 'name', title: t('item.name') },
    { key: 'currency', dataIndex: 'currency', title: t('item.currency'), width: 90 },
    {
      key: 'price',
      title: t('item.price'),
      align: 'right',
      render: (_, item) => <Money minor={item.price} currency={item.currency} />,
    },
    { key: 'count', dataIndex: 'count', title: t('item.count'), align: 'right', width: 70 },
    {
      key: 'subtotal',
      title: t('item.subtotal'),
      align: 'right',
      render: (_, item) => <Money minor={item.price * item.count} currency={item.currency} />,
    },
    { key: 'description', dataIndex: 'description', title: t('item.description'), ellipsis: true },
  ];
  return (
    <Table<Item>
      aria-label={caption}
      data-testid="items-table"
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={items}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('item.none') }}
    />
  );
}

/** A list's rows (carts, orders) expand to their items. */
export const itemsExpandable = <T extends { items: Item[] }>(
  caption: (row: T) => string,
): TableProps<T>['expandable'] => ({
  expandedRowRender: (row) => <ItemsTable items={row.items} caption={caption(row)} />,
  rowExpandable: (row) => row.items.length > 0,
});
