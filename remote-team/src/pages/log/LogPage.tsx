import { Access, formatDateTime } from '@console/shared';
import { dateRangeFilter, ListPage, selectFilter, textFilter, timeColumn } from '@console/shared/list';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { teamApi, teamQueries, type LogEntry } from '../../api';
import { AREAS } from '../../i18n/resources';
import { DiffView } from './DiffView';
import { LOG_LIST } from './prefetch';
import { RetentionDialog } from './RetentionDialog';

/**
 * The operation log (/team/log): every change made through the API, newest first, filtered by who, area, action,
 * date and object; a row expands to its diff; CSV export of every matching entry; the retention setting.
 */
export default function LogPage() {
  const { t } = useTranslation('team');
  const [retention, setRetention] = useState(false);
  const areaLabel = (area: string) =>
    (AREAS as readonly string[]).includes(area) ? t(`area.${area as (typeof AREAS)[number]}`) : area;
  return (
    <ListPage<LogEntry>
      name="log"
      title={t('log.title')}
      query={teamQueries.log}
      sort={LOG_LIST.sort}
      filters={[
        textFilter({
          name: 'actor',
          label: t('log.actor'),
          placeholder: t('log.actorPlaceholder'),
          maxLength: 254,
        }),
        selectFilter({
          name: 'area',
          label: t('log.area'),
          placeholder: t('log.areaPlaceholder'),
          options: AREAS.map((area) => ({ value: area, label: t(`area.${area}`) })),
        }),
        textFilter({
          name: 'action',
          label: t('log.action'),
          placeholder: t('log.actionPlaceholder'),
          maxLength: 80,
          pattern: /[A-Za-z0-9._-]+/,
          patternMessage: t('log.actionInvalid'),
        }),
        textFilter({
          name: 'objectId',
          label: t('log.objectId'),
          placeholder: t('log.objectIdPlaceholder'),
          maxLength: 80,
        }),
        dateRangeFilter({
          name: 'at',
          from: 'atFrom',
          to: 'atTo',
          label: t('log.dateRange'),
          placeholder: [t('log.dateStart'), t('log.dateEnd')],
          span: { lg: 8 },
        }),
      ]}
      columns={[
        timeColumn('at', t('log.at'), { sortable: true, pinned: 'left' }),
        { key: 'actor', title: t('log.actor'), dataIndex: 'actor' },
        { key: 'area', title: t('log.area'), render: (_, entry) => areaLabel(entry.area) },
        {
          key: 'action',
          title: t('log.action'),
          render: (_, entry) => <span data-testid="log-action">{entry.action}</span>,
        },
        {
          key: 'object',
          title: t('log.object'),
          render: (_, entry) => (entry.objectId ? `${entry.objectType} ${entry.objectId}`.trim() : '—'),
        },
        {
          key: 'changes',
          title: t('log.changes'),
          align: 'right',
          render: (_, entry) => entry.changes.length,
        },
        { key: 'ip', title: t('log.ip'), dataIndex: 'ip' },
      ]}
      actions={
        <Access perm="team:edit">
          <Button onClick={() => setRetention(true)} data-testid="log-retention">
            {t('log.retention')}
          </Button>
        </Access>
      }
      export={{
        perm: 'team:log',
        fileName: 'operation-log',
        fetch: (filters) => teamApi.logExport(filters),
        done: (count) => t('log.exported', { count }),
      }}
      empty={{ filtered: t('log.empty'), all: t('log.emptyAll') }}
      tableProps={{
        expandable: {
          expandedRowRender: (entry) => (
            <DiffView
              changes={entry.changes}
              caption={t('log.diffOf', { action: entry.action, at: formatDateTime(entry.at) })}
            />
          ),
          rowExpandable: (entry) => entry.changes.length > 0,
        },
      }}
      extras={() => <RetentionDialog open={retention} onClose={() => setRetention(false)} />}
    />
  );
}
