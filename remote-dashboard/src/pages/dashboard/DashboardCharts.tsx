import {
  currencyDigits,
  formatMoney,
  formatNumber,
  isDarkAtom,
  settingsAtom,
  SHELL_PICTURE_ATTRIBUTE,
  textOn,
} from '@console/shared';
import { useAtomValue } from 'jotai';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DEVICES } from '@console/api-contract/values';
import type { Charts } from '@console/api-contract';
import { chartPalette, chartText } from '../../charts/palette';
import { useChart, type ChartOption } from '../../charts/useChart';

const HEIGHT = 300;

/** Colours, text colour, language and translations every chart needs; all of them live. */
function useChartContext() {
  const { t, i18n } = useTranslation('dashboard');
  const dark = useAtomValue(isDarkAtom);
  const { themeColor } = useAtomValue(settingsAtom);
  const palette = useMemo(() => chartPalette(themeColor), [themeColor]);
  const pick = useCallback(
    (index: number): string => palette[index % palette.length] ?? themeColor,
    [palette, themeColor],
  );
  return { t, language: i18n.language, dark, palette, pick, text: chartText(dark) };
}

/** A chart of the dashboard: counted until drawn, and kept as a picture in the painted shell's copy of the page. */
function ChartBox({ option, dark, testId }: { option: ChartOption; dark: boolean; testId: string }) {
  const ref = useChart(option, dark, testId);
  return (
    <div
      ref={ref}
      data-testid={testId}
      {...{ [SHELL_PICTURE_ATTRIBUTE]: testId }}
      data-scheme={dark ? 'dark' : 'light'}
      style={{ height: HEIGHT, width: '100%' }}
    />
  );
}

const money = (charts: Charts, minor: number, language: string) =>
  charts.currency ? formatMoney(minor, charts.currency, language) : formatNumber(minor, language);

export function SalesChart({ charts }: { charts: Charts }) {
  const { t, language, dark, pick, text } = useChartContext();
  const option = useMemo<ChartOption>(() => {
    const scale = 10 ** currencyDigits(charts.currency ?? '');
    const salesName = t('dashboard.series.sales', { currency: charts.currency ?? '-' });
    const ordersName = t('dashboard.series.orders');
    return {
      backgroundColor: 'transparent',
      color: [pick(0), pick(3)],
      tooltip: {
        trigger: 'axis',
        formatter: (items: { seriesName: string; dataIndex: number; marker: string }[]) => {
          const day = charts.daily[items[0]?.dataIndex ?? 0];
          if (!day) return '';
          return [
            day.date,
            `${items[0]?.marker ?? ''}${salesName}: ${money(charts, day.sales, language)}`,
            `${items[1]?.marker ?? ''}${ordersName}: ${formatNumber(day.orders, language)}`,
          ].join('<br/>');
        },
      },
      legend: { data: [salesName, ordersName], textStyle: { color: text }, top: 0 },
      grid: { left: 56, right: 40, top: 36, bottom: 28 },
      xAxis: { type: 'category', data: charts.daily.map((day) => day.date.slice(5)) },
      yAxis: [
        { type: 'value', name: charts.currency ?? '', axisLabel: { color: text } },
        { type: 'value', minInterval: 1, splitLine: { show: false }, axisLabel: { color: text } },
      ],
      series: [
        { name: salesName, type: 'bar', data: charts.daily.map((day) => day.sales / scale) },
        {
          name: ordersName,
          type: 'line',
          yAxisIndex: 1,
          smooth: true,
          data: charts.daily.map((day) => day.orders),
        },
      ],
    };
  }, [charts, t, language, pick, text]);
  return <ChartBox option={option} dark={dark} testId="sales-chart" />;
}

/** Share of `part` in `whole`, one decimal ("3.7%"); "-" without a whole. */
const share = (part: number, whole: number) =>
  whole > 0 ? `${Math.round((part / whole) * 1000) / 10}%` : '-';

export function FunnelView({ charts }: { charts: Charts }) {
  const { t, language, dark, palette } = useChartContext();
  const option = useMemo<ChartOption>(() => {
    const keys = ['visits', 'carts', 'orders', 'paid', 'received'] as const;
    // Visits outnumber orders a hundred to one: the stages are drawn in equal steps, the labels carry the counts
    // and each stage's share of the one before.
    const stages = keys.map((stage, index) => {
      const count = charts.funnel[stage];
      const previous = index > 0 ? charts.funnel[keys[index - 1]!] : count;
      return {
        name: t(`dashboard.series.${stage}`),
        value: 100 - index * 18,
        count,
        ratio: index > 0 ? share(count, previous) : '',
      };
    });
    const describe = (index: number) => {
      const stage = stages[index];
      if (!stage) return '';
      const count = formatNumber(stage.count, language);
      return stage.ratio ? `${stage.name} ${count} (${stage.ratio})` : `${stage.name} ${count}`;
    };
    return {
      backgroundColor: 'transparent',
      color: palette,
      tooltip: {
        trigger: 'item',
        formatter: (item: { dataIndex: number }) => describe(item.dataIndex),
      },
      legend: { show: false },
      series: [
        {
          type: 'funnel',
          sort: 'none',
          left: '15%',
          width: '70%',
          top: 16,
          bottom: 16,
          min: 0,
          max: 100,
          gap: 2,
          label: {
            show: true,
            position: 'inside',
            formatter: (item: { dataIndex: number }) => describe(item.dataIndex),
          },
          labelLine: { show: false },
          itemStyle: { borderColor: dark ? '#141414' : '#fff', borderWidth: 1 },
          // Each label sits on its own stage's colour (the palette turns round the theme colour, so a stage may be
          // lime or yellow): black or white text, whichever reaches AA on that fill, hovered or not.
          data: stages.map(({ name, value }, index) => {
            const color = textOn(palette[index % palette.length] ?? '#000000');
            return { name, value, label: { color }, emphasis: { label: { color } } };
          }),
        },
      ],
    };
  }, [charts, t, language, palette, dark]);
  return <ChartBox option={option} dark={dark} testId="funnel-chart" />;
}

export function OriginChart({ charts }: { charts: Charts }) {
  const { t, language, dark, pick, text } = useChartContext();
  const option = useMemo<ChartOption>(() => {
    const label = (origin: string) =>
      origin === 'direct' || origin === 'other'
        ? t(`dashboard.origin.${origin}`)
        : origin.replace(/^https?:\/\/(www\.)?/, '');
    const rows = [...charts.origins].reverse();
    const name = t('dashboard.series.visits');
    return {
      backgroundColor: 'transparent',
      color: [pick(1)],
      tooltip: {
        trigger: 'axis',
        axisPointer: { type: 'shadow' },
        formatter: (items: { dataIndex: number; marker: string }[]) => {
          const row = rows[items[0]?.dataIndex ?? 0];
          return row
            ? `${label(row.origin)}<br/>${items[0]?.marker ?? ''}${name}: ${formatNumber(row.visits, language)}`
            : '';
        },
      },
      grid: { left: 8, right: 24, top: 8, bottom: 8, containLabel: true },
      xAxis: { type: 'value', minInterval: 1, axisLabel: { color: text } },
      yAxis: { type: 'category', data: rows.map((row) => label(row.origin)), axisLabel: { color: text } },
      series: [{ name, type: 'bar', data: rows.map((row) => row.visits), barMaxWidth: 24 }],
    };
  }, [charts, t, language, pick, text]);
  return <ChartBox option={option} dark={dark} testId="origin-chart" />;
}

export function DevicesChart({ charts }: { charts: Charts }) {
  const { t, language, dark, pick, text } = useChartContext();
  const option = useMemo<ChartOption>(
    () => ({
      backgroundColor: 'transparent',
      color: [pick(0), pick(2), pick(4)],
      tooltip: {
        trigger: 'item',
        formatter: (item: { name: string; value: number; percent: number }) =>
          `${item.name}: ${formatNumber(item.value, language)} (${item.percent}%)`,
      },
      legend: { bottom: 0, textStyle: { color: text } },
      series: [
        {
          type: 'pie',
          radius: ['40%', '70%'],
          center: ['50%', '45%'],
          itemStyle: { borderColor: dark ? '#141414' : '#fff', borderWidth: 2 },
          label: { color: text, formatter: '{b}: {d}%' },
          data: DEVICES.map((device) => ({
            name: t(`dashboard.devices.${device}`),
            value: charts.devices[device],
          })),
        },
      ],
    }),
    [charts, t, language, pick, dark, text],
  );
  return <ChartBox option={option} dark={dark} testId="devices-chart" />;
}

export function ProjectsRadar({ charts }: { charts: Charts }) {
  const { t, language, dark, palette, text } = useChartContext();
  const option = useMemo<ChartOption>(() => {
    const keys = ['visits', 'orders', 'sales', 'conversion'] as const;
    const max = (key: (typeof keys)[number]) =>
      Math.max(1, ...charts.projects.map((project) => project[key]));
    const names = {
      visits: t('dashboard.series.visits'),
      orders: t('dashboard.series.orders'),
      sales: t('dashboard.series.sales', { currency: charts.currency ?? '-' }),
      conversion: t('dashboard.series.conversion'),
    };
    const show = (key: (typeof keys)[number], value: number) =>
      key === 'sales'
        ? money(charts, value, language)
        : key === 'conversion'
          ? `${value}%`
          : formatNumber(value, language);
    return {
      backgroundColor: 'transparent',
      color: palette,
      tooltip: {
        trigger: 'item',
        formatter: (item: { name: string; value: number[] }) =>
          [
            item.name,
            ...keys.map((key, index) => `${names[key]}: ${show(key, item.value[index] ?? 0)}`),
          ].join('<br/>'),
      },
      legend: { bottom: 0, type: 'scroll', textStyle: { color: text } },
      radar: {
        center: ['50%', '45%'],
        radius: '62%',
        indicator: keys.map((key) => ({ name: names[key], max: max(key) })),
        axisName: { color: text },
      },
      series: [
        {
          type: 'radar',
          areaStyle: { opacity: 0.12 },
          data: charts.projects.map((project) => ({
            name: project.title,
            value: keys.map((key) => project[key]),
          })),
        },
      ],
    };
  }, [charts, t, language, palette, text]);
  return <ChartBox option={option} dark={dark} testId="projects-chart" />;
}
