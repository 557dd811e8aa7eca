import { Access, Link } from '@console/shared';
import { useApiMutation } from '@console/shared/data/mutation';
import { ListError, timeColumn, type ListFilter, useListPage } from '@console/shared/list';
import { App, Button, Card, Col, Empty, Row, Table } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pkgQueries, type SiteProject } from '../../api';
import { ProjectStatusTag } from '../../components/StatusTag';
import { useFolders } from '../../components/useFolders';
import { projectPath, TITLE_CELL } from '../projects/ProjectsPage';
import { FolderDialog, type Dialog } from './FolderDialog';
import { FOLDER_PROJECTS_LIST } from './prefetch';
import { ALL, FolderTree, UNFILED, type Selection } from './FolderTree';

/** The selected folder, kept in the address with the page (a reloaded or shared link shows the same projects). */
const folderFilter: ListFilter = {
  name: 'folderId',
  label: '',
  input: null,
  parse: (text) => (/^(none|[1-9][0-9]{0,14})$/.test(text) ? text : undefined),
};

/** My Folders (/pkg/pkg-list): the folder tree (create, rename, nest, move by drag or menu, delete) and its projects. */
export default function FoldersPage() {
  const { t } = useTranslation('pkg');
  const { message } = App.useApp();
  const folders = useFolders().data?.folders ?? [];
  const [dialog, setDialog] = useState<Dialog>(null);
  const [checked, setChecked] = useState<number[]>([]);
  const paneTitleRef = useRef<HTMLSpanElement>(null);

  const list = useListPage<SiteProject>({
    name: 'folder-projects',
    table: 'folderProjectTable',
    title: t('folders.tree'),
    query: pkgQueries.projects,
    filters: [folderFilter],
    sort: FOLDER_PROJECTS_LIST.sort,
    pageSizes: [FOLDER_PROJECTS_LIST.pageSize],
    pageSize: FOLDER_PROJECTS_LIST.pageSize,
    columns: [
      {
        key: 'title',
        title: t('projects.titleField'),
        render: (_, project) => (
          <Link to={projectPath(project)} title={project.title} style={TITLE_CELL}>
            {project.title}
          </Link>
        ),
      },
      {
        key: 'status',
        title: t('projects.status'),
        render: (_, p) => <ProjectStatusTag status={p.status} />,
      },
      { key: 'folder', title: t('projects.folder'), render: (_, p) => p.folderTitle ?? '' },
      timeColumn('updatedAt', t('projects.updatedAt')),
    ],
    empty: { filtered: t('folders.emptyProjects'), all: t('folders.emptyProjects') },
  });
  const folderId = list.query.filters.folderId;
  const selected: Selection =
    folderId === undefined ? ALL : folderId === UNFILED ? UNFILED : Number(folderId);
  const select = (next: Selection) => {
    setChecked([]);
    list.search(next === ALL ? {} : { folderId: String(next) });
  };

  /**
   * A change of the tree or of projects' folders. One the server refused (another tab was first) is already
   * reported by the client; either way the tree and the projects are shown as they are now. Answers whether it
   * was made.
   */
  const change = useApiMutation((request: () => Promise<unknown>) => request(), {
    invalidate: [pkgQueries.all],
    refreshOnFailure: true,
    onSuccess: () => void message.success(t('common.saved')),
  });
  const run = async (request: () => Promise<unknown>) => (await change.mutate(request)).ok;

  const paneTitle =
    selected === ALL
      ? t('folders.all')
      : selected === UNFILED
        ? t('folders.unfiled')
        : t('folders.projects', { title: folders.find((folder) => folder.id === selected)?.title ?? '' });

  return (
    <Row gutter={[16, 16]} data-testid="folders-page" data-remote="pkg">
      <Col xs={24} lg={9}>
        <FolderTree selected={selected} onSelect={select} onDialog={setDialog} run={run} />
      </Col>
      <Col xs={24} lg={15}>
        <Card
          title={
            // Focusable by script only: it takes the focus after a move, whose opener is then disabled.
            <span data-testid="folder-pane-title" tabIndex={-1} ref={paneTitleRef}>
              {paneTitle}
            </span>
          }
          aria-busy={list.loading}
          extra={
            <Access perm="pkg:edit">
              <Button
                disabled={checked.length === 0}
                onClick={() => setDialog({ kind: 'moveProjects', ids: checked })}
                data-testid="projects-move"
              >
                {t('folders.moveProjects')}
                {checked.length > 0 ? ` (${t('folders.selected', { count: checked.length })})` : ''}
              </Button>
            </Access>
          }
        >
          {list.state.status === 'error' && (
            <ListError name="folder-projects" message={list.state.message} onRetry={list.reload} />
          )}
          <div style={{ overflowX: 'auto' }}>
            <Table<SiteProject>
              {...list.tableProps}
              data-testid="folder-projects"
              size="small"
              // No `scroll.x`: with it antd adds a hidden measuring row that copies the select-all checkbox, a
              // focusable control inside aria-hidden (axe: aria-hidden-focus). The card scrolls a wide table instead.
              scroll={undefined}
              locale={{
                emptyText:
                  list.state.status === 'ready' ? <Empty description={t('folders.emptyProjects')} /> : ' ',
              }}
              rowSelection={{ selectedRowKeys: checked, onChange: (keys) => setChecked(keys.map(Number)) }}
            />
          </div>
        </Card>
      </Col>
      <FolderDialog
        dialog={dialog}
        folders={folders}
        onClose={() => setDialog(null)}
        onDone={async (change) => {
          const movingProjects = dialog?.kind === 'moveProjects';
          setDialog(null);
          if (!(await run(change))) return;
          setChecked([]);
          // "Move to folder" is disabled with nothing selected, so the dialog cannot give it the focus back: the
          // pane it acted on takes it (else it would fall to <body>, and a keyboard user starts over from the top).
          if (movingProjects) paneTitleRef.current?.focus();
        }}
      />
    </Row>
  );
}
