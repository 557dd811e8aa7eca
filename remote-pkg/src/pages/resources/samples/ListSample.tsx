import type { SiteProject } from '@console/api-contract';
import { formatDateTime } from '@console/shared';
import { ListPage, textFilter } from '@console/shared/list';
import { useTranslation } from 'react-i18next';
import { pkgQueries } from '../../../api';

/** A list page on the kit: filters, sort and paging in the address, the server's page on the data layer. */
export default function ListSample() {
  const { t } = useTranslation('pkg');
  return (
    <ListPage<SiteProject>
      name="sampleProjects"
      table="sampleProjectTable"
      title={t('projects.title')}
      query={pkgQueries.projects}
      sort={{ field: 'createdAt' }}
      filters={[textFilter({ name: 'keyword', label: t('projects.titleField'), maxLength: 200 })]}
      columns={[
        { key: 'title', title: t('projects.titleField'), dataIndex: 'title', sortable: true },
        {
          key: 'createdAt',
          title: t('projects.createdAt'),
          sortable: true,
          render: (_, project) => formatDateTime(project.createdAt),
        },
      ]}
      empty={{ filtered: t('projects.empty'), all: t('projects.emptyAll') }}
    />
  );
}
