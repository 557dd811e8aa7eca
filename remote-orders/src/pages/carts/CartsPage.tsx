import { SearchOutlined } from '@ant-design/icons';
import {
  Alert,
  Button,
  Card,
  Col,
  Empty,
  Flex,
  Form,
  Grid,
  Input,
  InputNumber,
  Row,
  Select,
  Space,
  Table,
  Typography,
  type TableColumnsType,
  type TableProps,
} from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { cartsApi, type Cart, type CartFilters, type CartQuery, type CartSortField } from '../../api';
import { ItemsTable } from '../../components/ItemsTable';
import { Money } from '../../components/Money';
import { TableSettings } from '../../components/TableSettings';
import { formatDateTime } from '../../lib/format';
import { nextTableQuery } from '../../lib/tableQuery';
import { useTablePrefs, type TablePrefs } from '../../lib/tablePrefs';
import { useRemoteList } from '../../lib/useRemoteList';
import { useUrlQuery } from '../../lib/useUrlQuery';
import {
  AMOUNT_PATTERN,
  CURRENCIES,
  DEFAULT_CART_QUERY,
  PAGE_SIZES,
  parseCartQuery,
  serializeCartQuery,
} from './query';

const DEFAULT_PREFS: TablePrefs = { hidden: [], density: 'middle' };
const loadCarts = (query: CartQuery, signal: AbortSignal) => cartsApi.list(query, { signal });

interface FormValues {
  consumerCode?: string;
  currency?: string;
  minAmount?: string | null;
  maxAmount?: string | null;
}

const filtersOf = ({ consumerCode, minAmount, maxAmount, currency }: CartQuery): CartFilters => ({
  consumerCode,
  minAmount,
  maxAmount,
  currency,
});

function CartFiltersForm({
  filters,
  onSearch,
}: {
  filters: CartFilters;
  onSearch: (filters: CartFilters) => void;
}) {
  const { t } = useTranslation('orders');
  const [form] = Form.useForm<FormValues>();
  const key = JSON.stringify(filters);
  useEffect(() => {
    const applied = JSON.parse(key) as CartFilters;
    form.setFieldsValue({
      consumerCode: applied.consumerCode ?? '',
      currency: applied.currency,
      minAmount: applied.minAmount ?? null,
      maxAmount: applied.maxAmount ?? null,
    });
  }, [form, key]);

  const amountRule = (name: 'minAmount' | 'maxAmount') => ({
    validator: async (_: unknown, value: string | null | undefined) => {
      if (value === null || value === undefined || value === '') return;
      if (!AMOUNT_PATTERN.test(String(value))) throw new Error(t('carts.amountInvalid'));
      if (name === 'maxAmount') {
        const min = form.getFieldValue('minAmount') as string | null | undefined;
        if (min && Number(min) > Number(value)) throw new Error(t('carts.amountOrder'));
      }
    },
  });

  return (
    <Form<FormValues>
      form={form}
      layout="vertical"
      data-testid="cart-filters"
      onFinish={(values) =>
        onSearch({
          consumerCode: values.consumerCode?.trim() || undefined,
          currency: values.currency || undefined,
          minAmount: values.minAmount ? String(values.minAmount) : undefined,
          maxAmount: values.maxAmount ? String(values.maxAmount) : undefined,
        })
      }
    >
      <Row gutter={16}>
        <Col xs={24} sm={12} lg={6}>
          <Form.Item
            name="consumerCode"
            label={t('carts.consumerCode')}
            rules={[{ pattern: /^\s*[A-Za-z0-9-]*\s*$/, message: t('orders.orderNoInvalid') }]}
          >
            <Input allowClear maxLength={32} placeholder="C00012" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} lg={5}>
          <Form.Item name="currency" label={t('carts.currency')}>
            <Select
              allowClear
              placeholder={t('common.any')}
              options={CURRENCIES.map((code) => ({ value: code, label: code }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={24} lg={13}>
          <Form.Item label={t('carts.amountRange')} extra={t('carts.amountHint')} style={{ marginBottom: 0 }}>
            <Space.Compact block>
              <Form.Item name="minAmount" noStyle rules={[amountRule('minAmount')]}>
                <InputNumber<string>
                  stringMode
                  min="0"
                  placeholder={t('carts.minAmount')}
                  aria-label={t('carts.minAmount')}
                  style={{ width: '50%' }}
                />
              </Form.Item>
              <Form.Item
                name="maxAmount"
                noStyle
                dependencies={['minAmount']}
                rules={[amountRule('maxAmount')]}
              >
                <InputNumber<string>
                  stringMode
                  min="0"
                  placeholder={t('carts.maxAmount')}
                  aria-label={t('carts.maxAmount')}
                  style={{ width: '50%' }}
                />
              </Form.Item>
            </Space.Compact>
          </Form.Item>
        </Col>
      </Row>
      <Space wrap style={{ marginTop: 16 }}>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
          {t('common.search')}
        </Button>
        <Button
          onClick={() => {
            form.resetFields();
            onSearch({});
          }}
        >
          {t('common.reset')}
        </Button>
      </Space>
    </Form>
  );
}

/** Cart Management (/odrs/cars): carts with their items, filtered, paged and sorted by the server. */
export default function CartsPage() {
  const { t } = useTranslation('orders');
  const [query, setQuery] = useUrlQuery(parseCartQuery, serializeCartQuery);
  const { state, reload } = useRemoteList(loadCarts, query);
  const { prefs, update } = useTablePrefs('cartTable', DEFAULT_PREFS);
  const page = state.page;
  const filters = filtersOf(query);
  const filtered = Object.values(filters).some((value) => value !== undefined);
  const sortOrderOf = (field: CartSortField) => (query.sortField === field ? query.sortOrder : null);

  // Pinned first and last columns help on wide screens; on a phone they would leave no room to scroll.
  const wide = Grid.useBreakpoint().md === true;
  const columns = useMemo<TableColumnsType<Cart>>(
    () => [
      {
        key: 'consumerCode',
        title: t('carts.consumerCode'),
        dataIndex: 'consumerCode',
        sorter: true,
        sortOrder: sortOrderOf('consumerCode'),
        fixed: wide ? 'left' : undefined,
      },
      { key: 'consumer', title: t('carts.consumer'), dataIndex: 'consumer' },
      {
        key: 'sum',
        title: t('carts.sum'),
        dataIndex: 'sum',
        align: 'right',
        sorter: true,
        sortOrder: sortOrderOf('sum'),
      },
      {
        key: 'totalAmount',
        title: t('carts.totalAmount'),
        align: 'right',
        sorter: true,
        sortOrder: sortOrderOf('totalAmount'),
        render: (_, cart) => <Money minor={cart.totalAmount} currency={cart.currency} />,
      },
      {
        key: 'createdAt',
        title: t('carts.createdAt'),
        sorter: true,
        sortOrder: sortOrderOf('createdAt'),
        render: (_, cart) => formatDateTime(cart.createdAt),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, query.sortField, query.sortOrder, wide],
  );
  const choosable = columns
    .filter((column) => column.key !== 'consumerCode')
    .map((column) => ({ key: String(column.key), title: String(column.title) }));

  const onTableChange: TableProps<Cart>['onChange'] = (pagination, _filters, sorter, extra) =>
    setQuery((previous) => nextTableQuery(previous, DEFAULT_CART_QUERY, pagination, sorter, extra));

  const search = (next: CartFilters) => {
    setQuery((previous) => ({
      ...previous,
      consumerCode: next.consumerCode,
      minAmount: next.minAmount,
      maxAmount: next.maxAmount,
      currency: next.currency,
      pageNum: 1,
    }));
    // Searching again with the same filters reads the list again.
    reload();
  };

  return (
    <Flex vertical gap={16} data-testid="carts-page" data-remote="orders">
      <Card size="small">
        <CartFiltersForm filters={filters} onSearch={search} />
      </Card>
      <Card
        size="small"
        data-testid="carts-list"
        aria-busy={state.status === 'loading'}
        title={
          <Flex align="center" gap={8} wrap>
            <span>{t('carts.title')}</span>
            {page && (
              <Typography.Text type="secondary" data-testid="carts-total">
                {t('common.total', { count: page.total })}
              </Typography.Text>
            )}
          </Flex>
        }
        extra={
          <TableSettings
            columns={choosable}
            prefs={prefs}
            onChange={update}
            onReload={reload}
            loading={state.status === 'loading'}
          />
        }
      >
        {state.status === 'error' && (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 12 }}
            title={t('common.loadError', { message: state.message })}
            action={<Button onClick={reload}>{t('common.retry')}</Button>}
            data-testid="carts-error"
          />
        )}
        <Table<Cart>
          rowKey="id"
          data-testid="carts-table"
          size={prefs.density}
          columns={columns.filter((column) => !prefs.hidden.includes(String(column.key)))}
          dataSource={page?.list ?? []}
          loading={state.status === 'loading'}
          onChange={onTableChange}
          scroll={{ x: 'max-content' }}
          expandable={{
            expandedRowRender: (cart) => (
              <ItemsTable items={cart.items} caption={t('carts.itemsOf', { code: cart.consumerCode })} />
            ),
            rowExpandable: (cart) => cart.items.length > 0,
          }}
          pagination={{
            current: query.pageNum,
            pageSize: query.pageSize,
            total: page?.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: PAGE_SIZES,
            showTotal: (total, [from, to]) => t('common.range', { from, to, total }),
          }}
          locale={{
            emptyText:
              state.status === 'loading' ? (
                ' '
              ) : (
                <Empty
                  image={Empty.PRESENTED_IMAGE_SIMPLE}
                  description={filtered ? t('carts.empty') : t('carts.emptyAll')}
                >
                  {filtered && <Button onClick={() => search({})}>{t('common.reset')}</Button>}
                </Empty>
              ),
          }}
        />
      </Card>
    </Flex>
  );
}
