import { CURRENCIES, formatNumber } from '@console/shared';
import {
  decimalRangeFilter,
  ListPage,
  Money,
  selectFilter,
  textFilter,
  timeColumn,
} from '@console/shared/list';
import { useTranslation } from 'react-i18next';
import { ordersQueries, type Cart } from '../../api';
import { itemsExpandable } from '../../components/ItemsTable';
import { CARTS_LIST } from './prefetch';

/** Cart Management (/odrs/cars): carts with their items, filtered, paged and sorted by the server. */
export default function CartsPage() {
  const { t, i18n } = useTranslation('orders');
  return (
    <ListPage<Cart>
      name="carts"
      title={t('carts.title')}
      query={ordersQueries.carts}
      sort={CARTS_LIST.sort}
      filters={[
        textFilter({
          name: 'consumerCode',
          label: t('carts.consumerCode'),
          placeholder: 'C00012',
          maxLength: 32,
          pattern: /[A-Za-z0-9-]+/,
          patternMessage: t('orders.orderNoInvalid'),
        }),
        selectFilter({
          name: 'currency',
          label: t('carts.currency'),
          placeholder: t('carts.any'),
          options: CURRENCIES.map((code) => ({ value: code, label: code })),
          span: { lg: 5 },
        }),
        decimalRangeFilter({
          min: 'minAmount',
          max: 'maxAmount',
          label: t('carts.amountRange'),
          extra: t('carts.amountHint'),
          placeholder: [t('carts.minAmount'), t('carts.maxAmount')],
          invalid: t('carts.amountInvalid'),
          order: t('carts.amountOrder'),
        }),
      ]}
      columns={[
        {
          key: 'consumerCode',
          title: t('carts.consumerCode'),
          dataIndex: 'consumerCode',
          sortable: true,
          pinned: 'left',
        },
        { key: 'consumer', title: t('carts.consumer'), dataIndex: 'consumer' },
        {
          key: 'sum',
          title: t('carts.sum'),
          align: 'right',
          sortable: true,
          render: (_, cart) => formatNumber(cart.sum, i18n.resolvedLanguage),
        },
        {
          key: 'totalAmount',
          title: t('carts.totalAmount'),
          align: 'right',
          sortable: true,
          render: (_, cart) => <Money minor={cart.totalAmount} currency={cart.currency} />,
        },
        timeColumn('createdAt', t('carts.createdAt'), { sortable: true }),
      ]}
      empty={{ filtered: t('carts.empty'), all: t('carts.emptyAll') }}
      tableProps={{
        expandable: itemsExpandable<Cart>('cart', (cart) => t('carts.itemsOf', { code: cart.consumerCode })),
      }}
    />
  );
}
