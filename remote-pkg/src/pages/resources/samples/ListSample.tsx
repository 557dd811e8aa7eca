import type { SiteProject } from '@console/api-contract';
import { ListPage, textFilter, timeColumn } from '@console/shared/list';
import { useTranslation } from 'react-i18next';
import { pkgQueries } from '../../../api';

/** A list page on the kit: filters, sort and paging in the address, the server's page on the data layer. */
export default function ListSample() {
  const { t } = useTranslation('pkg');
  return (
    <ListPage<SiteProject>
      name="sampleProjects"
      title={t('projects.title')}
      query={pkgQueries.projects}
      sort={{ field: 'createdAt' }}
      filters={[textFilter({ name: 'keyword', label: t('projects.titleField'), maxLength: 200 })]}
      columns={[
        { key: 'title', title: t('projects.titleField'), dataIndex: 'title', sortable: true },
        timeColumn('createdAt', t('projects.createdAt'), { sortable: true }),
      ]}
      empty={{ filtered: t('projects.empty'), all: t('projects.emptyAll') }}
    />
  );
}
