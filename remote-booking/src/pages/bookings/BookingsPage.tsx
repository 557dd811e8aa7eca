import { useApiQuery } from '@console/shared/data';
import { Badge, Space, Tabs, theme } from 'antd';
import { SHELL_SKIP_ATTRIBUTE, useSearchParams } from '@console/shared';
import { useTranslation } from 'react-i18next';
import { bookingQueries } from '../../api';
import { BookingCalendar } from './BookingCalendar';
import { BookingList } from './BookingList';
import { BookingSettingsTable } from './BookingSettingsTable';
import { useNewBookings } from './useNewBookings';

type View = 'list' | 'calendar' | 'settings';
const VIEWS: readonly View[] = ['list', 'calendar', 'settings'];

/** booking List (/booking/list): the list, a week/month calendar and the per-project settings; live while open. */
export default function BookingsPage() {
  const { t } = useTranslation('booking');
  const { token } = theme.useToken();
  const [search, setSearch] = useSearchParams();
  const view: View = VIEWS.find((name) => name === search.get('view')) ?? 'list';
  const pending = useNewBookings();
  const settings = useApiQuery(bookingQueries.settings());
  const projects = (settings.data?.list ?? []).map((row) => ({ id: row.projectId, title: row.projectTitle }));
  return (
    <div data-remote="booking" data-testid="booking-views">
      <Tabs
        activeKey={view}
        aria-label={t('views.label')}
        onChange={(key) => {
          const next = key as View;
          // The list keeps its own filters in the address; another view needs none of them.
          setSearch(next === 'list' ? {} : { view: next }, { replace: true });
        }}
        tabBarExtraContent={
          pending !== undefined && (
            <Space>
              <Badge
                count={pending}
                showZero
                overflowCount={999}
                // antd's gold badge writes white on gold (1.9:1); dark text on the theme's warning colour reads
                // at more than 7:1 in both themes and keeps the "needs attention" colour.
                styles={{ indicator: { backgroundColor: token.colorWarning, color: 'rgba(0, 0, 0, 0.88)' } }}
                // A count the painted shell must not show stale (its live one comes with the console).
                {...{ [SHELL_SKIP_ATTRIBUTE]: '' }}
                data-testid="booking-pending-count"
                title={t('list.pendingCount', { count: pending })}
              />
            </Space>
          )
        }
        items={[
          {
            key: 'list',
            label: t('views.list'),
            children: view === 'list' && <BookingList projects={projects} />,
          },
          {
            key: 'calendar',
            label: t('views.calendar'),
            children: view === 'calendar' && <BookingCalendar />,
          },
          {
            key: 'settings',
            label: t('views.settings'),
            children: view === 'settings' && <BookingSettingsTable />,
          },
        ]}
      />
    </div>
  );
}
