import { Access, destructiveConfirm, formatNumber, Link, useNavigate } from '@console/shared';
import { invalidateQueries } from '@console/shared/data';
import { useApiMutation } from '@console/shared/data/mutation';
import { ListPage, selectFilter, textFilter, timeColumn, type ListFilter } from '@console/shared/list';
import { App, Button, Card, Flex, Select, Space, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { pkgQueries, PROJECT_STATUSES, projectsApi, SITE_TYPES, type SiteProject } from '../../api';
import { ProjectStatusTag } from '../../components/StatusTag';
import { folderOptions, useFolders } from '../../components/useFolders';
import { ProjectForm } from './ProjectForm';

/** The address of a project's page; its tab title is the project's. */
export const projectPath = (project: Pick<SiteProject, 'id' | 'title'>) =>
  `/pkg/project/${project.id}?title=${encodeURIComponent(project.title.slice(0, 60))}`;

/**
 * A project's title in a list: at most this wide, cut with an ellipsis, the whole title on hover (titles run to 200
 * characters). A column's `ellipsis` does not hold here: the list's table sizes its columns to their content.
 */
export const TITLE_CELL: CSSProperties = {
  display: 'inline-block',
  maxWidth: 320,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  verticalAlign: 'bottom',
};

/** Projects (/pkg/project-list): filter, sort, page, export; create, edit, close / reopen, delete. */
export default function ProjectsPage() {
  const { t } = useTranslation('pkg');
  const navigate = useNavigate();
  const folders = useFolders();
  const [editing, setEditing] = useState<SiteProject | null | undefined>(undefined);

  const folderFilter: ListFilter = {
    name: 'folderId',
    label: t('projects.folder'),
    input: (
      <Select
        allowClear
        placeholder={t('projects.anyFolder')}
        options={[
          { value: 'none', label: t('projects.noFolder') },
          ...folderOptions(folders.data?.folders ?? []).map((o) => ({
            value: String(o.value),
            label: o.label,
          })),
        ]}
      />
    ),
    parse: (text) => (/^(none|[1-9][0-9]{0,14})$/.test(text) ? text : undefined),
  };

  return (
    <ListPage<SiteProject>
      name="projects"
      title={t('projects.title')}
      query={pkgQueries.projects}
      actions={
        <Access perm="pkg:edit">
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing(null)}
            data-testid="project-create"
          >
            {t('projects.create')}
          </Button>
        </Access>
      }
      sort={{ field: 'createdAt' }}
      filters={[
        textFilter({
          name: 'keyword',
          label: t('projects.titleField'),
          placeholder: t('projects.titlePlaceholder'),
          maxLength: 200,
        }),
        selectFilter({
          name: 'siteType',
          label: t('projects.siteType'),
          options: SITE_TYPES.map((value) => ({ value, label: t(`siteType.${value}`) })),
        }),
        selectFilter({
          name: 'status',
          label: t('projects.status'),
          options: PROJECT_STATUSES.map((value) => ({ value, label: t(`status.${value}`) })),
        }),
        folderFilter,
      ]}
      columns={[
        {
          key: 'cover',
          title: t('projects.cover'),
          width: 72,
          render: (_, project) =>
            project.cover ? (
              <img
                src={project.cover}
                alt=""
                width={48}
                height={27}
                style={{ objectFit: 'cover', borderRadius: 4 }}
              />
            ) : null,
        },
        {
          key: 'title',
          title: t('projects.titleField'),
          sortable: true,
          pinned: 'left',
          render: (_, project) => (
            <Link
              to={projectPath(project)}
              aria-label={t('projects.openOf', { title: project.title })}
              title={project.title}
              style={TITLE_CELL}
              data-testid="project-link"
            >
              {project.title}
            </Link>
          ),
        },
        { key: 'siteType', title: t('projects.siteType'), render: (_, p) => t(`siteType.${p.siteType}`) },
        {
          key: 'status',
          title: t('projects.status'),
          render: (_, p) => <ProjectStatusTag status={p.status} />,
        },
        { key: 'folder', title: t('projects.folder'), render: (_, p) => p.folderTitle ?? '' },
        { key: 'num', title: t('projects.num'), dataIndex: 'num', sortable: true, align: 'right' },
        { key: 'plateNum', title: t('projects.plateNum'), dataIndex: 'plateNum' },
        {
          key: 'viewCount',
          title: t('projects.viewCount'),
          dataIndex: 'viewCount',
          sortable: true,
          align: 'right',
        },
        {
          key: 'payUrl',
          title: t('projects.payUrl'),
          render: (_, p) => (p.payUrl ? <img src={p.payUrl} alt="" width={32} height={32} /> : null),
        },
        timeColumn('updatedAt', t('projects.updatedAt'), { sortable: true }),
        timeColumn('createdAt', t('projects.createdAt'), { sortable: true }),
      ]}
      rowActions={{
        title: t('projects.actions'),
        perms: ['pkg:edit'],
        render: (project) => <RowButtons project={project} onEdit={setEditing} />,
      }}
      export={{
        perm: 'pkg:view',
        fileName: 'projects',
        fetch: (filters) => projectsApi.exportCsv(filters),
        done: (count) => t('projects.exported', { count }),
      }}
      empty={{ filtered: t('projects.empty'), all: t('projects.emptyAll') }}
      cards={{ render: (project) => <ProjectCard project={project} onEdit={setEditing} />, minWidth: 260 }}
      extras={(list) => (
        <ProjectForm
          open={editing !== undefined}
          project={editing ?? null}
          onClose={() => setEditing(undefined)}
          onSaved={(saved, created) => {
            setEditing(undefined);
            void invalidateQueries(pkgQueries.all);
            if (created) navigate(projectPath(saved));
            else list.updateRow(saved);
          }}
        />
      )}
    />
  );
}

/** A project as a card: its cover, title (the link to its page), status, type, folder and views, and its actions. */
function ProjectCard({ project, onEdit }: { project: SiteProject; onEdit: (p: SiteProject) => void }) {
  const { t, i18n } = useTranslation('pkg');
  return (
    <Card
      size="small"
      data-testid="project-card"
      cover={
        project.cover ? (
          <img src={project.cover} alt="" style={{ aspectRatio: '16 / 9', objectFit: 'cover' }} />
        ) : undefined
      }
    >
      <Flex vertical gap={8}>
        <Flex justify="space-between" align="start" gap={8}>
          <Typography.Title
            level={2}
            style={{ fontSize: 16, margin: 0, minWidth: 0, overflowWrap: 'anywhere' }}
          >
            <Link to={projectPath(project)} aria-label={t('projects.openOf', { title: project.title })}>
              {project.title}
            </Link>
          </Typography.Title>
          <ProjectStatusTag status={project.status} />
        </Flex>
        <Typography.Text type="secondary">
          {[t(`siteType.${project.siteType}`), project.folderTitle].filter(Boolean).join(' · ')}
        </Typography.Text>
        <Typography.Text>
          {t('projects.viewCount')}: {formatNumber(project.viewCount, i18n.resolvedLanguage)}
        </Typography.Text>
        <Access perm="pkg:edit">
          <RowButtons project={project} onEdit={onEdit} />
        </Access>
      </Flex>
    </Card>
  );
}

/**
 * Edit, close or reopen, and delete of one project. Close (it takes the public site down) and Delete ask first, in a
 * modal confirm: the focus goes into it, on Cancel (Enter must not destroy), Tab stays in it, and Escape or Cancel
 * gives it back to the row's button. A Popconfirm left the focus on the row: a keyboard could not reach its Delete.
 */
function RowButtons({ project, onEdit }: { project: SiteProject; onEdit: (p: SiteProject) => void }) {
  const { t } = useTranslation('pkg');
  const { message, modal } = App.useApp();
  // An open project can be closed, a closed one reopened.
  const change =
    project.status === 'normal'
      ? { name: 'close', run: projectsApi.close, label: t('projects.close'), done: t('projects.closedDone') }
      : {
          name: 'reopen',
          run: projectsApi.reopen,
          label: t('projects.reopen'),
          done: t('projects.reopenedDone'),
        };
  // Through the kit: a pending state (a second click sends nothing), the refusal shown once (the client's toast).
  const toggle = useApiMutation((id: number) => change.run(id), {
    invalidate: [pkgQueries.all],
    onSuccess: () => void message.success(change.done),
  });
  const remove = useApiMutation(projectsApi.remove, {
    invalidate: [pkgQueries.all],
    onSuccess: (result) =>
      void message.success(
        result.outcome === 'deleted' ? t('projects.deleted') : t('projects.closedInstead'),
      ),
  });
  // The dialog stays, its OK button busy, until the answer (mutate never rejects: a refusal closes it, said once).
  const ask = (title: string, content: string | undefined, okText: string, run: () => Promise<unknown>) =>
    void modal.confirm(
      destructiveConfirm({ title, content, okText, cancelText: t('common.cancel'), onOk: run }),
    );
  const onChange = () =>
    change.name === 'close'
      ? ask(t('projects.closeConfirm', { title: project.title }), undefined, change.label, () =>
          toggle.mutate(project.id),
        )
      : void toggle.mutate(project.id);
  const onDelete = () =>
    ask(t('projects.deleteConfirm', { title: project.title }), undefined, t('projects.delete'), () =>
      remove.mutate(project.id),
    );
  return (
    <Space size={4} wrap>
      <Button size="small" onClick={() => onEdit(project)} data-testid="project-edit">
        {t('projects.edit')}
      </Button>
      <Button
        size="small"
        loading={toggle.isPending}
        onClick={onChange}
        data-testid={`project-${change.name}`}
      >
        {change.label}
      </Button>
      <Button size="small" danger loading={remove.isPending} onClick={onDelete} data-testid="project-delete">
        {t('projects.delete')}
      </Button>
    </Space>
  );
}
