import { formatNumber } from '@console/shared';
import { useApiQuery } from '@console/shared/data';
import { Money } from '@console/shared/list';
import { Table, type TableColumnsType, type TableProps } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ITEMS_INLINE, ordersQueries, type Cart, type Item, type LinesOf, type Order } from '../api';

/** What a cart or an order brings of its lines (the contract's fields): the first ITEMS_INLINE and how many there are. */
export type WithLines = Pick<Order | Cart, 'id' | 'lineCount' | 'items'>;

/** Page sizes of a long cart's or order's lines; the first is what comes with it, so its first page asks nothing. */
const PAGE_SIZES = [ITEMS_INLINE, 50, 100];

/**
 * The lines of a cart or an order, shown when its row is expanded and in the order's drawer. The lines it came
 * with are shown at once; a wholesale order of hundreds of lines pages through the rest on the server, the page
 * on screen kept while the next loads.
 */
export function ItemsTable({ owner, of, caption }: { owner: WithLines; of: LinesOf; caption: string }) {
  const { t, i18n } = useTranslation('orders');
  const box = useRef<HTMLDivElement>(null);
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: ITEMS_INLINE });
  const long = owner.lineCount > owner.items.length;
  const inline = !long || (paging.pageNum === 1 && paging.pageSize === ITEMS_INLINE);
  // Failures are reported by the API client; the table keeps the page it had.
  const page = useApiQuery(inline ? null : ordersQueries.items(of, owner.id, paging), {
    keepPreviousData: true,
  });
  const rows = inline ? owner.items : (page.data?.list ?? owner.items);
  // The server's count once a page is read: lines may have changed since the row was listed.
  const total = inline ? owner.lineCount : (page.data?.total ?? owner.lineCount);
  // The lines hold nothing focusable, so a table wider than its room (long descriptions in the order's drawer)
  // could not be scrolled by keyboard: its scrolling box takes the focus then, named by the table's caption.
  useEffect(() => {
    const scroller = box.current?.querySelector<HTMLElement>('.ant-table-content');
    if (!scroller) return;
    if (scroller.scrollWidth > scroller.clientWidth) {
      scroller.tabIndex = 0;
      scroller.setAttribute('role', 'region');
      scroller.setAttribute('aria-label', caption);
    } else {
      scroller.removeAttribute('tabindex');
      scroller.removeAttribute('role');
      scroller.removeAttribute('aria-label');
    }
  });
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
    {
      key: 'count',
      title: t('item.count'),
      align: 'right',
      width: 70,
      render: (_, item) => formatNumber(item.count, i18n.resolvedLanguage),
    },
    {
      key: 'subtotal',
      title: t('item.subtotal'),
      align: 'right',
      render: (_, item) => <Money minor={item.price * item.count} currency={item.currency} />,
    },
    { key: 'description', dataIndex: 'description', title: t('item.description'), ellipsis: true },
  ];
  return (
    <div ref={box}>
      <Table<Item>
        aria-label={caption}
        aria-busy={page.isFetching || undefined}
        data-testid="items-table"
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={rows}
        loading={page.isFetching}
        pagination={
          long && {
            size: 'small',
            current: paging.pageNum,
            pageSize: paging.pageSize,
            total,
            pageSizeOptions: PAGE_SIZES,
            showSizeChanger: true,
            showTotal: (total, [from, to]) => t('item.range', { from, to, total }),
            onChange: (pageNum, pageSize) =>
              setPaging(pageSize === paging.pageSize ? { pageNum, pageSize } : { pageNum: 1, pageSize }),
          }
        }
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('item.none') }}
      />
    </div>
  );
}

/** A list's rows (carts, orders) expand to their lines. */
export const itemsExpandable = <T extends WithLines>(
  of: LinesOf,
  caption: (row: T) => string,
): TableProps<T>['expandable'] => ({
  expandedRowRender: (row) => <ItemsTable owner={row} of={of} caption={caption(row)} />,
  rowExpandable: (row) => row.lineCount > 0,
});
