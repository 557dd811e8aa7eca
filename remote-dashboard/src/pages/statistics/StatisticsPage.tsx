import {
  currencyDigits,
  downloadFile,
  formatAmount,
  formatNumber,
  isDarkAtom,
  minorToDecimal,
  settingsAtom,
  toCsv,
} from '@console/shared';
import { useApiQuery } from '@console/shared/data';
import { DownloadOutlined } from '@ant-design/icons';
import {
  Alert,
  Button,
  Card,
  DatePicker,
  Empty,
  Segmented,
  Select,
  Skeleton,
  Space,
  Table,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DayFigures, Project, Statistics } from '@console/api-contract';
import { dashboardQueries } from '../../api';
import { chartPalette, chartText } from '../../charts/palette';
import { useChart, type ChartOption } from '../../charts/useChart';
import { addDays, utcToday } from '../../lib/format';

export type Preset = 'today' | 'days7' | 'days30' | 'month' | 'custom';
const PRESETS: readonly Preset[] = ['today', 'days7', 'days30', 'month', 'custom'];

/** The range a preset stands for, in UTC days ending today. */
export function presetRange(preset: Exclude<Preset, 'custom'>, today: string): { from: string; to: string } {
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'days7':
      return { from: addDays(today, -6), to: today };
    case 'days30':
      return { from: addDays(today, -29), to: today };
    case 'month':
      return { from: `${today.slice(0, 8)}01`, to: today };
  }
}

const COLUMNS = ['visits', 'visitors', 'ips', 'orders', 'sales'] as const;

/** The table as CSV rows: a header, one row per day, the totals row; amounts as decimals. */
export function statisticsCsv(data: Statistics, header: string[], totalsLabel: string): string {
  const sales = (minor: number) => minorToDecimal(minor, currencyDigits(data.currency ?? ''));
  const line = (label: string, row: Omit<DayFigures, 'date'>) => [
    label,
    row.visits,
    row.visitors,
    row.ips,
    row.orders,
    sales(row.sales),
  ];
  return toCsv([header, ...data.days.map((day) => line(day.date, day)), line(totalsLabel, data.totals)]);
}

function StatisticsChart({ data }: { data: Statistics }) {
  const { t, i18n } = useTranslation('dashboard');
  const dark = useAtomValue(isDarkAtom);
  const { themeColor } = useAtomValue(settingsAtom);
  const option = useMemo<ChartOption>(() => {
    const palette = chartPalette(themeColor);
    const text = chartText(dark);
    const scale = 10 ** currencyDigits(data.currency ?? '');
    const salesName = data.currency
      ? t('statistics.sales', { currency: data.currency })
      : t('statistics.salesNoCurrency');
    const counts = (['visitors', 'ips', 'orders'] as const).map((key) => ({
      name: t(`statistics.${key}`),
      type: 'line',
      smooth: true,
      showSymbol: data.days.length <= 31,
      data: data.days.map((day) => day[key]),
    }));
    return {
      backgroundColor: 'transparent',
      color: palette,
      tooltip: {
        trigger: 'axis',
        valueFormatter: (value: number) => formatNumber(value, i18n.language),
      },
      legend: { top: 0, textStyle: { color: text } },
      grid: { left: 48, right: 56, top: 36, bottom: 28 },
      xAxis: { type: 'category', data: data.days.map((day) => day.date), axisLabel: { color: text } },
      yAxis: [
        { type: 'value', minInterval: 1, axisLabel: { color: text } },
        { type: 'value', name: data.currency ?? '', splitLine: { show: false }, axisLabel: { color: text } },
      ],
      series: [
        ...counts,
        {
          name: salesName,
          type: 'line',
          yAxisIndex: 1,
          smooth: true,
          showSymbol: data.days.length <= 31,
          areaStyle: { opacity: 0.08 },
          data: data.days.map((day) => day.sales / scale),
        },
      ],
    };
  }, [data, themeColor, dark, t, i18n.language]);
  const ref = useChart(option, dark);
  return (
    <div
      ref={ref}
      data-testid="statistics-chart"
      data-scheme={dark ? 'dark' : 'light'}
      style={{ height: 320, width: '100%' }}
    />
  );
}

export default function StatisticsPage() {
  const { t, i18n } = useTranslation('dashboard');
  const today = utcToday();
  const [preset, setPreset] = useState<Preset>('days7');
  const [range, setRange] = useState(() => presetRange('days7', today));
  const [projectId, setProjectId] = useState<number | undefined>(undefined);

  const projects = useApiQuery(dashboardQueries.projects());
  const stats = useApiQuery(dashboardQueries.statistics(range.from, range.to, projectId));

  const choosePreset = (next: Preset) => {
    setPreset(next);
    if (next !== 'custom') setRange(presetRange(next, utcToday()));
  };
  const chooseDates = (dates: [Dayjs | null, Dayjs | null] | null) => {
    const [from, to] = dates ?? [];
    if (!from || !to) return;
    setPreset('custom');
    setRange({ from: from.format('YYYY-MM-DD'), to: to.format('YYYY-MM-DD') });
  };

  const data = stats.error ? null : (stats.data ?? null);
  const language = i18n.language;
  const salesTitle = data?.currency
    ? t('statistics.sales', { currency: data.currency })
    : t('statistics.salesNoCurrency');
  const header = [
    t('statistics.date'),
    ...COLUMNS.map((key) => (key === 'sales' ? salesTitle : t(`statistics.${key}`))),
  ];
  // Grouped like the other figures ("1,234.56"); the CSV keeps the plain decimal (statisticsCsv).
  const salesText = (minor: number) =>
    data ? formatAmount(minor, data.currency ?? '', language) : formatNumber(minor, language);

  const exportCsv = () => {
    if (!data) return;
    const name = `${t('statistics.exportName')}-${data.from}-${data.to}${data.projectId ? `-p${data.projectId}` : ''}.csv`;
    downloadFile(statisticsCsv(data, header, t('statistics.totals')), name);
  };

  const projectOptions = (projects.data ?? ([] as Project[])).map((p) => ({
    value: p.id,
    label: p.title,
  }));
  const hasFigures = data !== null && COLUMNS.some((key) => data.totals[key] > 0);

  return (
    <div data-testid="statistics-page" data-remote="dashboard">
      <Card style={{ marginBottom: 16 }}>
        <Space wrap size="middle">
          <Segmented
            aria-label={t('statistics.presetsLabel')}
            value={preset}
            onChange={(value) => choosePreset(value as Preset)}
            options={PRESETS.map((value) => ({ value, label: t(`statistics.presets.${value}`) }))}
            data-testid="statistics-presets"
          />
          <DatePicker.RangePicker
            aria-label={t('statistics.range')}
            value={[dayjs(range.from), dayjs(range.to)]}
            allowClear={false}
            disabled={preset !== 'custom'}
            disabledDate={(date) => date.format('YYYY-MM-DD') > today}
            onChange={(dates) => chooseDates(dates as [Dayjs | null, Dayjs | null] | null)}
            data-testid="statistics-range"
          />
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            style={{ minWidth: 200 }}
            placeholder={t('statistics.allProjects')}
            aria-label={t('statistics.project')}
            value={projectId}
            onChange={(value?: number) => setProjectId(value)}
            options={projectOptions}
            loading={projects.isLoading}
            data-testid="statistics-project"
          />
          <Button
            icon={<DownloadOutlined />}
            onClick={exportCsv}
            disabled={!data}
            data-testid="statistics-export"
          >
            {t('statistics.export')}
          </Button>
        </Space>
      </Card>

      {stats.error ? (
        <Alert
          type="error"
          showIcon
          title={t('statistics.error')}
          action={<Button onClick={() => void stats.refetch()}>{t('statistics.retry')}</Button>}
        />
      ) : (
        <>
          <Card title={t('statistics.chart')} style={{ marginBottom: 16 }}>
            {!data ? (
              <Skeleton active paragraph={{ rows: 8 }} />
            ) : hasFigures ? (
              <StatisticsChart data={data} />
            ) : (
              <Empty description={t('statistics.empty')} />
            )}
          </Card>
          <Card>
            <Table<DayFigures>
              data-testid="statistics-table"
              rowKey="date"
              size="small"
              loading={!data}
              dataSource={data?.days ?? []}
              pagination={false}
              scroll={{ y: 480 }}
              columns={[
                { title: header[0], dataIndex: 'date', key: 'date' },
                ...COLUMNS.map((key, index) => ({
                  title: header[index + 1],
                  dataIndex: key,
                  key,
                  align: 'right' as const,
                  render: (value: number) =>
                    key === 'sales' ? salesText(value) : formatNumber(value, language),
                })),
              ]}
              summary={() =>
                data ? (
                  <Table.Summary fixed>
                    <Table.Summary.Row data-testid="statistics-totals">
                      <Table.Summary.Cell index={0}>
                        <Typography.Text strong>{t('statistics.totals')}</Typography.Text>
                      </Table.Summary.Cell>
                      {COLUMNS.map((key, index) => (
                        <Table.Summary.Cell index={index + 1} key={key} align="right">
                          <Typography.Text strong>
                            {key === 'sales'
                              ? salesText(data.totals.sales)
                              : formatNumber(data.totals[key], language)}
                          </Typography.Text>
                        </Table.Summary.Cell>
                      ))}
                    </Table.Summary.Row>
                  </Table.Summary>
                ) : null
              }
            />
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('statistics.totalsHelp')}
            </Typography.Text>
          </Card>
        </>
      )}
    </div>
  );
}
