import { SearchOutlined } from '@ant-design/icons';
import { Button, Col, DatePicker, Form, Input, Row, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUSES, type OrderFilters, type OrderStatus } from '../../api';

interface FormValues {
  status?: OrderStatus[];
  orderNo?: string;
  consumer?: string;
  payTime?: [Dayjs | null, Dayjs | null] | null;
}

function toForm(filters: OrderFilters): FormValues {
  return {
    status: filters.status ?? [],
    orderNo: filters.orderNo ?? '',
    consumer: filters.consumer ?? '',
    payTime:
      filters.payTimeFrom || filters.payTimeTo
        ? [
            filters.payTimeFrom ? dayjs(filters.payTimeFrom) : null,
            // The range is [from, to): the picker shows the last day included.
            filters.payTimeTo ? dayjs(filters.payTimeTo).subtract(1, 'day') : null,
          ]
        : null,
  };
}

function fromForm(values: FormValues): OrderFilters {
  const [from, to] = values.payTime ?? [null, null];
  return {
    status: values.status?.length ? values.status : undefined,
    orderNo: values.orderNo?.trim() || undefined,
    consumer: values.consumer?.trim() || undefined,
    // Whole local days: from the start of the first to the start of the day after the last.
    payTimeFrom: from ? from.startOf('day').toISOString() : undefined,
    payTimeTo: to ? to.add(1, 'day').startOf('day').toISOString() : undefined,
  };
}

/** Status, order number, consumer and pay-time filters; Enter or Search applies them, Reset clears them. */
export function OrderFiltersForm({
  filters,
  onSearch,
}: {
  filters: OrderFilters;
  onSearch: (filters: OrderFilters) => void;
}) {
  const { t } = useTranslation('orders');
  const [form] = Form.useForm<FormValues>();
  const key = JSON.stringify(filters);
  // Applied filters (from the address, or a reset) show in the form.
  useEffect(() => {
    form.setFieldsValue(toForm(JSON.parse(key) as OrderFilters));
  }, [form, key]);

  return (
    <Form<FormValues>
      form={form}
      layout="vertical"
      initialValues={toForm(filters)}
      onFinish={(values) => onSearch(fromForm(values))}
      data-testid="order-filters"
      aria-label={t('orders.title')}
    >
      <Row gutter={16}>
        <Col xs={24} sm={12} lg={6}>
          <Form.Item name="status" label={t('orders.status')}>
            <Select<OrderStatus[]>
              mode="multiple"
              allowClear
              placeholder={t('orders.statusPlaceholder')}
              options={ORDER_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
              maxTagCount="responsive"
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} lg={5}>
          <Form.Item
            name="orderNo"
            label={t('orders.orderNo')}
            rules={[{ pattern: /^\s*[A-Za-z0-9-]*\s*$/, message: t('orders.orderNoInvalid') }]}
          >
            <Input allowClear maxLength={40} placeholder={t('orders.orderNoPlaceholder')} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} lg={5}>
          <Form.Item name="consumer" label={t('orders.consumer')}>
            <Input allowClear maxLength={100} placeholder={t('orders.consumerPlaceholder')} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} lg={8}>
          <Form.Item name="payTime" label={t('orders.payTimeRange')}>
            <DatePicker.RangePicker
              allowEmpty={[true, true]}
              placeholder={[t('orders.payTimeStart'), t('orders.payTimeEnd')]}
              style={{ width: '100%' }}
            />
          </Form.Item>
        </Col>
      </Row>
      <Space wrap>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
          {t('common.search')}
        </Button>
        <Button
          onClick={() => {
            form.setFieldsValue(toForm({}));
            onSearch({});
          }}
        >
          {t('common.reset')}
        </Button>
      </Space>
    </Form>
  );
}
