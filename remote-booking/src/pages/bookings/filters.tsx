import { RangeInput, type ListFilter } from '@console/shared/list';
import { Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (text: string) => (DAY.test(text) && dayjs(text, 'YYYY-MM-DD').isValid() ? text : undefined);

/** The slot's day between two calendar days, both included (`dateFrom`, `dateTo` as YYYY-MM-DD: the shop's days). */
export function dayRangeFilter(options: { label: string; placeholder: [string, string] }): ListFilter {
  return {
    name: 'date',
    keys: ['dateFrom', 'dateTo'],
    label: options.label,
    span: { xs: 24, sm: 12, lg: 7 },
    input: <RangeInput placeholder={options.placeholder} />,
    parse: day,
    toForm: (filters) =>
      filters.dateFrom || filters.dateTo
        ? [filters.dateFrom ? dayjs(filters.dateFrom) : null, filters.dateTo ? dayjs(filters.dateTo) : null]
        : null,
    fromForm: (value) => {
      const [start, end] = (value as [Dayjs | null, Dayjs | null] | null) ?? [null, null];
      return {
        dateFrom: start ? start.format('YYYY-MM-DD') : undefined,
        dateTo: end ? end.format('YYYY-MM-DD') : undefined,
      };
    },
  };
}

/** One project; the address keeps its id (the names arrive later than the address is read). */
export function projectFilter(options: {
  label: string;
  placeholder: string;
  projects: readonly { id: number; title: string }[];
}): ListFilter {
  return {
    name: 'projectId',
    label: options.label,
    input: (
      <Select
        allowClear
        // Typing narrows a shop's many sites by name (the value is the id).
        showSearch={{ optionFilterProp: 'label' }}
        placeholder={options.placeholder}
        options={options.projects.map((project) => ({ value: String(project.id), label: project.title }))}
      />
    ),
    parse: (text) => (/^[1-9]\d{0,14}$/.test(text) ? text : undefined),
    fromForm: (value) => ({ projectId: (value as string | undefined) || undefined }),
  };
}
