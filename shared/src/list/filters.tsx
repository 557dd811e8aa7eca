import { SearchOutlined } from '@ant-design/icons';
import { DECIMAL_PATTERN } from '@console/api-contract/values';
import { Button, Col, DatePicker, Form, Input, InputNumber, Row, Select, Space, type ColProps } from 'antd';
import type { Rule } from 'antd/es/form';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useRef, type ComponentProps, type CSSProperties, type ReactNode } from 'react';
import type { FilterValues } from './query';
import { useListTexts } from './texts';

/**
 * One field of a list's filter form. It owns one or more keys of the query (a range owns two), says how its text
 * from the address is checked, and converts between the applied values and the form's value.
 */
export interface ListFilter {
  /** The form field's name. */
  name: string;
  /** The query keys it owns, in address order (default: `[name]`). */
  keys?: readonly string[];
  label: ReactNode;
  /** The input, or a function of the form (for fields that check against another). */
  input: ReactNode;
  rules?: Rule[];
  extra?: ReactNode;
  /** Grid width: xs 24, sm 12, lg 6 unless given. */
  span?: ColProps;
  /** The check of a key's text from the address: undefined drops it. Default: any text. */
  parse?: (text: string, key: string) => string | undefined;
  /** Applied values -> form value (default: the value of `name`). */
  toForm?: (filters: FilterValues) => unknown;
  /** Form value -> applied values of its keys (default: trimmed text under `name`). */
  fromForm?: (value: unknown) => FilterValues;
  /** Renders the whole Form.Item itself (a range of two inputs). */
  item?: ReactNode;
}

export const keysOf = (filter: ListFilter) => filter.keys ?? [filter.name];
const toFormOf = (filter: ListFilter, filters: FilterValues) =>
  filter.toForm ? filter.toForm(filters) : (filters[filter.name] ?? '');
const fromFormOf = (filter: ListFilter, value: unknown): FilterValues =>
  filter.fromForm
    ? filter.fromForm(value)
    : { [filter.name]: typeof value === 'string' ? value.trim() || undefined : undefined };

/** A text filter; `pattern` checks both what is typed and what the address holds. */
export function textFilter(options: {
  name: string;
  label: string;
  placeholder?: string;
  maxLength?: number;
  pattern?: RegExp;
  patternMessage?: string;
  span?: ColProps;
}): ListFilter {
  const { name, label, placeholder, maxLength, pattern, patternMessage, span } = options;
  return {
    name,
    label,
    span,
    input: <Input allowClear maxLength={maxLength} placeholder={placeholder} />,
    rules: pattern
      ? [{ pattern: new RegExp(`^\\s*(${pattern.source})?\\s*$`), message: patternMessage }]
      : [],
    parse: (text) =>
      (!pattern || new RegExp(`^(${pattern.source})$`).test(text)) && text.length <= (maxLength ?? Infinity)
        ? text
        : undefined,
  };
}

/** A choice among fixed values; `multiple` keeps several, comma-separated in the address and the API. */
export function selectFilter(options: {
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
  multiple?: boolean;
  placeholder?: string;
  span?: ColProps;
}): ListFilter {
  const { name, label, multiple = false, placeholder, span } = options;
  const known = new Set(options.options.map((option) => option.value));
  return {
    name,
    label,
    span,
    input: (
      <Select
        mode={multiple ? 'multiple' : undefined}
        allowClear
        placeholder={placeholder}
        options={options.options.map(({ value, label }) => ({ value, label }))}
        maxTagCount={multiple ? 'responsive' : undefined}
      />
    ),
    parse: (text) => {
      const values = [...new Set(text.split(',').filter((value) => known.has(value)))];
      return values.length && (multiple || values.length === 1) ? values.join(',') : undefined;
    },
    toForm: (filters) => (multiple ? (filters[name]?.split(',') ?? []) : filters[name]),
    fromForm: (value) => ({
      [name]: Array.isArray(value)
        ? value.join(',') || undefined
        : (value as string | undefined) || undefined,
    }),
  };
}

/** Present to screen readers only (the standard clip pattern). */
const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

/**
 * A date range in a form field: the field's label names the start input (the id the form item gives it); the end
 * input gets its own id and a label of its own (the "to" placeholder), or it would have no name at all.
 */
export function RangeInput({
  id,
  placeholder,
  ...props
}: Omit<ComponentProps<typeof DatePicker.RangePicker>, 'id' | 'placeholder'> & {
  id?: string;
  placeholder: [string, string];
}) {
  const endId = `${id ?? 'range'}-end`;
  return (
    <>
      <DatePicker.RangePicker
        {...props}
        placeholder={placeholder}
        id={{ start: id, end: endId }}
        allowEmpty={[true, true]}
        style={{ width: '100%' }}
      />
      <label htmlFor={endId} style={VISUALLY_HIDDEN}>
        {placeholder[1]}
      </label>
    </>
  );
}

const instant = (text: string) => (Number.isNaN(Date.parse(text)) ? undefined : new Date(text).toISOString());

/** Whole local days as the instants [from, to): the picker shows the last day included. */
export function dateRangeFilter(options: {
  name: string;
  from: string;
  to: string;
  label: string;
  placeholder: [string, string];
  span?: ColProps;
}): ListFilter {
  const { name, from, to, label, placeholder, span } = options;
  return {
    name,
    keys: [from, to],
    label,
    span,
    input: <RangeInput placeholder={placeholder} />,
    parse: instant,
    toForm: (filters) =>
      filters[from] || filters[to]
        ? [
            filters[from] ? dayjs(filters[from]) : null,
            filters[to] ? dayjs(filters[to]).subtract(1, 'day') : null,
          ]
        : null,
    fromForm: (value) => {
      const [start, end] = (value as [Dayjs | null, Dayjs | null] | null) ?? [null, null];
      return {
        [from]: start ? start.startOf('day').toISOString() : undefined,
        [to]: end ? end.add(1, 'day').startOf('day').toISOString() : undefined,
      };
    },
  };
}

/** Decimal text: digits, optionally a point and up to 4 more (the API's own pattern). */
export const DECIMAL = new RegExp(DECIMAL_PATTERN);

/** Two decimal amounts (typed as text, never through floating point), the upper not below the lower. */
export function decimalRangeFilter(options: {
  min: string;
  max: string;
  label: string;
  extra?: string;
  invalid: string;
  order: string;
  placeholder: [string, string];
  span?: ColProps;
}): ListFilter {
  const { min, max, label, extra, invalid, order, placeholder, span } = options;
  const rule =
    (isMax: boolean): Rule =>
    ({ getFieldValue }) => ({
      validator: async (_, value: string | null | undefined) => {
        if (value === null || value === undefined || value === '') return;
        if (!DECIMAL.test(String(value))) throw new Error(invalid);
        const lower = isMax ? (getFieldValue(min) as string | null | undefined) : undefined;
        if (lower && Number(lower) > Number(value)) throw new Error(order);
      },
    });
  const input = (name: string, isMax: boolean, text: string) => (
    <Form.Item name={name} noStyle dependencies={isMax ? [min] : []} rules={[rule(isMax)]}>
      <InputNumber<string> stringMode min="0" placeholder={text} aria-label={text} style={{ width: '50%' }} />
    </Form.Item>
  );
  return {
    name: min,
    keys: [min, max],
    label,
    span: span ?? { xs: 24, sm: 24, lg: 13 },
    input: null,
    parse: (text) => (DECIMAL.test(text) ? text : undefined),
    // Two fields of the form: `min` and `max` themselves.
    toForm: (filters) => ({ [min]: filters[min] ?? null, [max]: filters[max] ?? null }),
    fromForm: (value) => {
      const values = value as Record<string, string | null | undefined>;
      return {
        [min]: values[min] ? String(values[min]) : undefined,
        [max]: values[max] ? String(values[max]) : undefined,
      };
    },
    item: (
      <Form.Item label={label} extra={extra} style={{ marginBottom: 0 }}>
        <Space.Compact block>
          {input(min, false, placeholder[0])}
          {input(max, true, placeholder[1])}
        </Space.Compact>
      </Form.Item>
    ),
  };
}

/** A filter that owns several form fields (a range) passes them flat; others are one field under `name`. */
const isFlat = (filter: ListFilter) => filter.item !== undefined;

function formValues(filters: readonly ListFilter[], applied: FilterValues): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const filter of filters) {
    const value = toFormOf(filter, applied);
    if (isFlat(filter)) Object.assign(values, value);
    else values[filter.name] = value;
  }
  return values;
}

function appliedValues(filters: readonly ListFilter[], values: Record<string, unknown>): FilterValues {
  const applied: FilterValues = {};
  for (const filter of filters)
    Object.assign(applied, fromFormOf(filter, isFlat(filter) ? values : values[filter.name]));
  return applied;
}

/**
 * The filter form: Enter or Search applies it, Reset clears it. Applied filters (from the address, a reset, the
 * empty state's Reset) show in the form when they change; what is typed and not yet applied stays, also when a
 * kept-alive page is hidden and shown again (its effects re-run then, the applied filters have not changed).
 */
export function FilterForm({
  filters,
  applied,
  onSearch,
  testId,
  label,
}: {
  filters: readonly ListFilter[];
  applied: FilterValues;
  onSearch: (values: FilterValues) => void;
  testId?: string;
  label?: string;
}) {
  const { t } = useListTexts();
  const [form] = Form.useForm<Record<string, unknown>>();
  const key = JSON.stringify(applied);
  const shownKey = useRef(key);
  useEffect(() => {
    if (shownKey.current === key) return;
    shownKey.current = key;
    form.setFieldsValue(formValues(filters, JSON.parse(key) as FilterValues));
    // `filters` is a new array each render; what it shows depends on the applied values only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form, key]);

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={formValues(filters, applied)}
      onFinish={(values) => onSearch(appliedValues(filters, values))}
      data-testid={testId}
      aria-label={label}
    >
      <Row gutter={16}>
        {filters.map((filter) => (
          <Col key={filter.name} xs={24} sm={12} lg={6} {...filter.span}>
            {filter.item ?? (
              <Form.Item name={filter.name} label={filter.label} rules={filter.rules} extra={filter.extra}>
                {filter.input}
              </Form.Item>
            )}
          </Col>
        ))}
      </Row>
      <Space wrap style={{ marginTop: filters.some(isFlat) ? 16 : 0 }}>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
          {t('search')}
        </Button>
        <Button
          onClick={() => {
            form.setFieldsValue(formValues(filters, {}));
            shownKey.current = JSON.stringify({});
            onSearch({});
          }}
        >
          {t('reset')}
        </Button>
      </Space>
    </Form>
  );
}
