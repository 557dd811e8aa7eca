import { announcePageDrawn, formatMoney, formatNumber, useShellAnswers, userAtom } from '@console/shared';
import { useApiQuery } from '@console/shared/data';
import { Button, Col, Row, Segmented, Skeleton, Tooltip } from 'antd';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useLayoutEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Charts, Summary } from '@console/api-contract';
import { dashboardQueries } from '../../api';
import { ChartsDrawnContext, useChartsDrawn } from '../../charts/drawn';
import { CountUp } from '../../components/CountUp';
import { Heading, Panel, SecondaryText } from '../../components/Panel';
import { DEFAULT_DAYS } from './prefetch';
import { DevicesChart, FunnelView, OriginChart, ProjectsRadar, SalesChart } from './DashboardCharts';

// Shown only when a call fails or the shop is new: not downloaded with the page.
const Alert = lazy(() => import('antd/es/alert'));
const Empty = lazy(() => import('antd/es/empty'));

/**
 * The class of the page's root: the painted shell stores the page as drawn from its two answers and paints it on the
 * next load when the server answers both unchanged (host/src/prerender/README.md, "The first page's rows").
 */
const SHELL_MARKER = 'console-page-dashboard';

type CardKey = 'customers' | 'projects' | 'visitors' | 'ips' | 'sales' | 'orders';
const CARDS: readonly CardKey[] = ['customers', 'projects', 'visitors', 'ips', 'sales', 'orders'];

/** The projects compared, or a word that the shop has none yet. */
function ProjectsView({ charts }: { charts: Charts }) {
  const { t } = useTranslation('dashboard');
  return charts.projects.length > 0 ? (
    <ProjectsRadar charts={charts} />
  ) : (
    <Suspense fallback={null}>
      <Empty description={t('dashboard.noProjects')} />
    </Suspense>
  );
}

/** The half-width charts under the sales chart, in order; each card's test id is `<key>-card`. */
const HALF_CHARTS = [
  ['funnel', FunnelView],
  ['origin', OriginChart],
  ['devices', DevicesChart],
  ['projects', ProjectsView],
] as const;

/** A new shop: nothing to chart yet. */
export const isEmptyShop = (summary: Summary) =>
  summary.projects === 0 && summary.visits.total === 0 && summary.orders.total === 0;

function MetricCard({ name, summary }: { name: CardKey; summary: Summary | null }) {
  const { t, i18n } = useTranslation('dashboard');
  const language = i18n.language;
  const count = (value: number) => formatNumber(value, language);
  let main: ReactNode = null;
  let total: ReactNode = null;
  let extra: ReactNode = null;
  if (summary) {
    if (name === 'customers' || name === 'projects') {
      main = <CountUp value={summary[name]} format={count} testId={`card-${name}`} />;
    } else if (name === 'sales') {
      const sales = summary.sales;
      const show = (value: number) => (sales ? formatMoney(value, sales.currency, language) : count(value));
      main = <CountUp value={sales?.today ?? 0} format={show} testId="card-sales-today" />;
      total = <CountUp value={sales?.total ?? 0} format={show} testId="card-sales-total" />;
      if (summary.otherSales.length > 0) {
        extra = (
          <SecondaryText style={{ fontSize: 12 }} data-testid="card-sales-other">
            {t('dashboard.otherCurrencies', {
              list: summary.otherSales
                .map((other) => formatMoney(other.total, other.currency, language))
                .join(', '),
            })}
          </SecondaryText>
        );
      }
    } else {
      main = <CountUp value={summary[name].today} format={count} testId={`card-${name}-today`} />;
      total = <CountUp value={summary[name].total} format={count} testId={`card-${name}-total`} />;
    }
  }
  return (
    <Panel size="small" testId={`metric-${name}`}>
      <Tooltip title={t(`dashboard.cardHelp.${name}`)}>
        <SecondaryText>{t(`dashboard.cards.${name}`)}</SecondaryText>
      </Tooltip>
      {summary ? (
        <>
          <div style={{ fontSize: 26, fontWeight: 600, lineHeight: 1.4 }}>
            {total !== null && (
              <SecondaryText style={{ fontSize: 12, marginRight: 6, fontWeight: 400 }}>
                {t('dashboard.today')}
              </SecondaryText>
            )}
            {main}
          </div>
          {total !== null && (
            <div>
              <SecondaryText>{t('dashboard.total')} </SecondaryText>
              {total}
            </div>
          )}
          {extra}
        </>
      ) : (
        <Skeleton active title={false} paragraph={{ rows: 2 }} />
      )}
    </Panel>
  );
}

function ChartCard({
  title,
  charts,
  children,
  extra,
  testId,
}: {
  title: string;
  charts: Charts | null;
  children: (charts: Charts) => ReactNode;
  extra?: ReactNode;
  testId: string;
}) {
  return (
    <Panel title={title} extra={extra} testId={testId}>
      {charts ? children(charts) : <Skeleton active paragraph={{ rows: 7 }} />}
    </Panel>
  );
}

export default function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const user = useAtomValue(userAtom);
  const [days, setDays] = useState(DEFAULT_DAYS);
  const summary = useApiQuery(dashboardQueries.summary());
  const charts = useApiQuery(dashboardQueries.charts(days));

  const changeDays = (next: number) => setDays(next);
  const retry = () => {
    if (summary.error) void summary.refetch();
    if (charts.error) void charts.refetch();
  };
  const failed = summary.error !== undefined || charts.error !== undefined;
  const summaryData = summary.error ? null : (summary.data ?? null);
  const chartData = charts.error ? null : (charts.data ?? null);
  const empty = summaryData !== null && isEmptyShop(summaryData);
  // Drawn: every chart finished, or nothing to chart (a call failed, a new shop).
  const chartsDrawn = useChartsDrawn(announcePageDrawn);
  const settled = failed || empty;
  useLayoutEffect(() => {
    if (settled) announcePageDrawn();
  }, [settled]);
  // The page as it opens (the default period), both answers on screen.
  useShellAnswers(
    SHELL_MARKER,
    [summaryData, chartData],
    !failed && days === DEFAULT_DAYS && summaryData !== null && chartData !== null,
  );

  return (
    <ChartsDrawnContext.Provider value={chartsDrawn}>
      <div className={SHELL_MARKER} data-testid="dashboard-page" data-remote="dashboard">
        <Heading level={4}>
          {t('dashboard.welcome', { name: user ? `${user.name} ${user.lastName}`.trim() : '' })}
        </Heading>
        <SecondaryText style={{ display: 'block', marginBottom: 16 }}>
          {[
            user ? t('dashboard.shop', { shop: user.customerName }) : null,
            summaryData ? t('dashboard.todayUtc', { date: summaryData.today }) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </SecondaryText>

        {failed ? (
          <Suspense fallback={null}>
            <Alert
              type="error"
              showIcon
              title={t('dashboard.error')}
              action={<Button onClick={retry}>{t('dashboard.retry')}</Button>}
              style={{ marginBottom: 16 }}
              data-testid="dashboard-error"
            />
          </Suspense>
        ) : null}

        <Row gutter={[16, 16]}>
          {CARDS.map((name) => (
            <Col xs={24} sm={12} lg={8} xl={4} key={name}>
              <MetricCard name={name} summary={summaryData} />
            </Col>
          ))}

          {empty ? (
            <Col span={24}>
              <Panel testId="dashboard-empty">
                <Suspense fallback={null}>
                  <Empty description={t('dashboard.empty')}>
                    <Heading level={5}>{t('dashboard.emptyTitle')}</Heading>
                  </Empty>
                </Suspense>
              </Panel>
            </Col>
          ) : charts.error ? null : (
            <>
              <Col span={24}>
                <ChartCard
                  testId="sales-card"
                  title={t('dashboard.charts.sales', { days })}
                  charts={chartData}
                  extra={
                    <Segmented
                      aria-label={t('dashboard.period')}
                      value={days}
                      onChange={(value) => changeDays(Number(value))}
                      options={[
                        { label: t('dashboard.days7'), value: 7 },
                        { label: t('dashboard.days30'), value: 30 },
                      ]}
                    />
                  }
                >
                  {(data) => <SalesChart charts={data} />}
                </ChartCard>
              </Col>
              {HALF_CHARTS.map(([key, Chart]) => (
                <Col key={key} xs={24} lg={12}>
                  <ChartCard
                    testId={`${key}-card`}
                    title={t(`dashboard.charts.${key}`, { days })}
                    charts={chartData}
                  >
                    {(data) => <Chart charts={data} />}
                  </ChartCard>
                </Col>
              ))}
            </>
          )}
        </Row>
      </div>
    </ChartsDrawnContext.Provider>
  );
}
