import { FolderOutlined, MoreOutlined, PlusOutlined } from '@ant-design/icons';
import { Access, formatDateTime, Link } from '@console/shared';
import { useApiQuery } from '@console/shared/data';
import { useApiMutation } from '@console/shared/data/mutation';
import {
  Alert,
  App,
  Button,
  Card,
  Col,
  Dropdown,
  Empty,
  Flex,
  Form,
  Input,
  Modal,
  Popconfirm,
  Row,
  Select,
  Skeleton,
  Space,
  Table,
  Tree,
  Typography,
} from 'antd';
import type { TreeDataNode, TreeProps } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { foldersApi, projectsApi, type Folder, type SiteProject } from '../../api';
import { ProjectStatusTag } from '../../components/StatusTag';
import { folderOptions, useFolders } from '../../components/useFolders';
import { projectPath } from '../projects/ProjectsPage';

const ALL = 'all';
const UNFILED = 'none';
type Selection = typeof ALL | typeof UNFILED | number;

/** The folder and every folder below it. */
function subtree(folders: readonly Folder[], id: number): Set<number> {
  const out = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const folder of folders) {
      if (folder.parentId !== null && out.has(folder.parentId) && !out.has(folder.id)) {
        out.add(folder.id);
        grew = true;
      }
    }
  }
  return out;
}

type Dialog =
  | { kind: 'create'; parent: Folder | null }
  | { kind: 'rename'; folder: Folder }
  | { kind: 'move'; folder: Folder }
  | { kind: 'moveProjects'; ids: number[] }
  | null;

/** My Folders (/pkg/pkg-list): the folder tree (create, rename, nest, move by drag or menu, delete) and its projects. */
export default function FoldersPage() {
  const { t } = useTranslation('pkg');
  const { message } = App.useApp();
  const tree = useFolders();
  const folders = useMemo(() => tree.data?.folders ?? [], [tree.data]);
  const [selected, setSelected] = useState<Selection>(ALL);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [checked, setChecked] = useState<number[]>([]);
  const [page, setPage] = useState(1);

  /**
   * A change of the tree or of projects' folders. One the server refused (another tab was first) is already
   * reported by the client; either way the tree is shown as it is now. Answers whether it was made.
   */
  const change = useApiMutation((request: () => Promise<unknown>) => request(), {
    invalidate: [['pkg']],
    refreshOnFailure: true,
    onSuccess: () => void message.success(t('common.saved')),
  });
  const run = async (request: () => Promise<unknown>) => (await change.mutate(request)).ok;

  const byId = useMemo(() => new Map(folders.map((folder) => [folder.id, folder])), [folders]);
  const selectedFolder = typeof selected === 'number' ? byId.get(selected) : undefined;

  const nodes = useMemo(() => {
    const build = (parent: number | null, depth: number): TreeDataNode[] =>
      depth > 16
        ? []
        : folders
            .filter((folder) => folder.parentId === parent)
            .map((folder) => ({
              key: folder.id,
              title: (
                <FolderTitle
                  folder={folder}
                  onDialog={setDialog}
                  onDeleted={() => setSelected(ALL)}
                  run={run}
                />
              ),
              children: build(folder.id, depth + 1),
            }));
    return build(null, 0);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- run and setters are stable in effect
  }, [folders]);

  const onDrop: TreeProps['onDrop'] = (info) => {
    const dragged = byId.get(Number(info.dragNode.key));
    const target = byId.get(Number(info.node.key));
    if (!dragged || !target) return;
    const parentId = info.dropToGap ? target.parentId : target.id;
    if (parentId === dragged.parentId) return;
    void run(() => foldersApi.move(dragged, parentId));
  };

  const listParams = {
    pageNum: page,
    pageSize: 10,
    sortField: 'title',
    sortOrder: 'ascend',
    ...(selected === ALL ? {} : { folderId: String(selected) }),
  };
  const projects = useApiQuery(['pkg', 'folderProjects', listParams], () => projectsApi.list(listParams), {
    keepPreviousData: true,
  });

  const select = (next: Selection) => {
    setSelected(next);
    setChecked([]);
    setPage(1);
  };
  const paneTitle =
    selected === ALL
      ? t('folders.all')
      : selected === UNFILED
        ? t('folders.unfiled')
        : t('folders.projects', { title: selectedFolder?.title ?? '' });

  return (
    <Row gutter={[16, 16]} data-testid="folders-page" data-remote="pkg">
      <Col xs={24} lg={9}>
        <Card
          title={t('folders.tree')}
          extra={
            <Access perm="pkg:edit">
              <Button
                icon={<PlusOutlined />}
                onClick={() => setDialog({ kind: 'create', parent: null })}
                data-testid="folder-create"
              >
                {t('folders.create')}
              </Button>
            </Access>
          }
        >
          <Flex vertical gap={8}>
            <Space wrap>
              <Button
                type={selected === ALL ? 'primary' : 'default'}
                size="small"
                onClick={() => select(ALL)}
                data-testid="folder-all"
              >
                {t('folders.all')}
              </Button>
              <Button
                type={selected === UNFILED ? 'primary' : 'default'}
                size="small"
                onClick={() => select(UNFILED)}
                data-testid="folder-unfiled"
              >
                {t('folders.unfiled')} ({tree.data?.unfiled ?? 0})
              </Button>
            </Space>
            {tree.error ? (
              <Alert
                type="error"
                showIcon
                message={t('common.loadFailed')}
                action={<Button onClick={() => void tree.refetch()}>{t('common.retry')}</Button>}
              />
            ) : tree.isLoading ? (
              <Skeleton active />
            ) : folders.length === 0 ? (
              <Empty description={t('folders.empty')} />
            ) : (
              <Tree
                blockNode
                draggable={{ icon: false }}
                defaultExpandAll
                treeData={nodes}
                selectedKeys={typeof selected === 'number' ? [selected] : []}
                onSelect={(keys) => keys[0] !== undefined && select(Number(keys[0]))}
                onDrop={onDrop}
                data-testid="folder-tree"
                aria-label={t('folders.tree')}
              />
            )}
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('folders.dragHint')}
            </Typography.Text>
          </Flex>
        </Card>
      </Col>
      <Col xs={24} lg={15}>
        <Card
          title={<span data-testid="folder-pane-title">{paneTitle}</span>}
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
          {projects.error ? (
            <Alert
              type="error"
              showIcon
              message={t('common.loadFailed')}
              action={<Button onClick={() => void projects.refetch()}>{t('common.retry')}</Button>}
            />
          ) : (
            <div style={{ overflowX: 'auto' }}>
              <Table<SiteProject>
                rowKey="id"
                size="small"
                loading={projects.isLoading || projects.isFetching}
                dataSource={projects.data?.list ?? []}
                data-testid="folder-projects"
                locale={{ emptyText: <Empty description={t('folders.emptyProjects')} /> }}
                rowSelection={{ selectedRowKeys: checked, onChange: (keys) => setChecked(keys.map(Number)) }}
                pagination={{
                  current: page,
                  pageSize: 10,
                  total: projects.data?.total ?? 0,
                  onChange: setPage,
                  showSizeChanger: false,
                }}
                // No `scroll.x`: with it antd adds a hidden measuring row that copies the select-all checkbox, a
                // focusable control inside aria-hidden (axe: aria-hidden-focus). The card scrolls a wide table instead.
                columns={[
                  {
                    key: 'title',
                    title: t('projects.titleField'),
                    render: (_, project) => <Link to={projectPath(project)}>{project.title}</Link>,
                  },
                  {
                    key: 'status',
                    title: t('projects.status'),
                    render: (_, p) => <ProjectStatusTag status={p.status} />,
                  },
                  { key: 'folder', title: t('projects.folder'), render: (_, p) => p.folderTitle ?? '' },
                  {
                    key: 'updatedAt',
                    title: t('projects.updatedAt'),
                    render: (_, p) => formatDateTime(p.updatedAt),
                  },
                ]}
              />
            </div>
          )}
        </Card>
      </Col>
      <FolderDialog
        dialog={dialog}
        folders={folders}
        onClose={() => setDialog(null)}
        onDone={async (change) => {
          setDialog(null);
          if (await run(change)) setChecked([]);
        }}
      />
    </Row>
  );
}

/** A folder in the tree: its title and count, and a menu (new subfolder, rename, move, delete) reachable by keyboard. */
function FolderTitle({
  folder,
  onDialog,
  onDeleted,
  run,
}: {
  folder: Folder;
  onDialog: (dialog: Dialog) => void;
  onDeleted: () => void;
  run: (change: () => Promise<unknown>) => Promise<boolean>;
}) {
  const { t } = useTranslation('pkg');
  const [confirming, setConfirming] = useState(false);
  return (
    <Flex justify="space-between" align="center" gap={8} data-testid="folder-node" data-folder={folder.title}>
      {/* The icon sits in the title's own row: as the tree's icon it took a line above the (block) title. */}
      <span>
        <FolderOutlined aria-hidden style={{ marginInlineEnd: 8 }} />
        {folder.title} <Typography.Text type="secondary">({folder.projects})</Typography.Text>
      </span>
      <Access perm="pkg:edit">
        <Popconfirm
          open={confirming}
          onOpenChange={setConfirming}
          title={t('folders.deleteConfirm', { title: folder.title })}
          okText={t('folders.delete')}
          cancelText={t('common.cancel')}
          onConfirm={async () => {
            if (await run(() => foldersApi.remove(folder))) onDeleted();
          }}
        >
          <span />
        </Popconfirm>
        <Dropdown
          trigger={['click']}
          menu={{
            items: [
              { key: 'sub', label: t('folders.createSub') },
              { key: 'rename', label: t('folders.rename') },
              { key: 'move', label: t('folders.move') },
              { key: 'delete', label: t('folders.delete'), danger: true },
            ],
            onClick: ({ key, domEvent }) => {
              domEvent.stopPropagation();
              if (key === 'sub') onDialog({ kind: 'create', parent: folder });
              if (key === 'rename') onDialog({ kind: 'rename', folder });
              if (key === 'move') onDialog({ kind: 'move', folder });
              if (key === 'delete') setConfirming(true);
            },
          }}
        >
          <Button
            size="small"
            type="text"
            icon={<MoreOutlined />}
            aria-label={t('folders.menuOf', { title: folder.title })}
            onClick={(event) => event.stopPropagation()}
            data-testid="folder-menu"
          />
        </Dropdown>
      </Access>
    </Flex>
  );
}

/** The dialogs: a folder's name (create, rename) or a target folder (move a folder, move projects). */
function FolderDialog({
  dialog,
  folders,
  onClose,
  onDone,
}: {
  dialog: Dialog;
  folders: readonly Folder[];
  onClose: () => void;
  onDone: (change: () => Promise<unknown>) => Promise<void>;
}) {
  const { t } = useTranslation('pkg');
  const [form] = Form.useForm<{ title?: string; target?: number | 'top' }>();
  if (!dialog) return null;
  const naming = dialog.kind === 'create' || dialog.kind === 'rename';
  const excluded = dialog.kind === 'move' ? subtree(folders, dialog.folder.id) : new Set<number>();
  const targets = [
    {
      value: 'top' as const,
      label: dialog.kind === 'moveProjects' ? t('projects.noFolder') : t('folders.moveTop'),
    },
    ...folderOptions(folders).filter((option) => !excluded.has(option.value)),
  ];
  const title =
    dialog.kind === 'create'
      ? dialog.parent
        ? `${t('folders.createSub')}: ${dialog.parent.title}`
        : t('folders.create')
      : dialog.kind === 'rename'
        ? t('folders.rename')
        : dialog.kind === 'move'
          ? t('folders.moveTitle', { title: dialog.folder.title })
          : t('folders.moveProjectsTitle', { count: dialog.ids.length });

  const submit = async () => {
    const values = await form.validateFields();
    const target = values.target === 'top' || values.target === undefined ? null : values.target;
    const name = values.title?.trim() ?? '';
    await onDone(() => {
      switch (dialog.kind) {
        case 'create':
          return foldersApi.create(name, dialog.parent?.id ?? null);
        case 'rename':
          return foldersApi.rename(dialog.folder, name);
        case 'move':
          return foldersApi.move(dialog.folder, target);
        case 'moveProjects':
          return projectsApi.move(dialog.ids, target);
      }
    });
  };

  return (
    <Modal
      open
      title={title}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'folder-dialog-ok' } as Record<string, string>}
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{
          title: dialog.kind === 'rename' ? dialog.folder.title : '',
          target: dialog.kind === 'move' ? (dialog.folder.parentId ?? 'top') : 'top',
        }}
        onFinish={() => void submit()}
      >
        {naming ? (
          <Form.Item
            name="title"
            label={t('folders.name')}
            rules={[{ required: true, whitespace: true, max: 100, message: t('folders.nameRequired') }]}
          >
            <Input autoFocus maxLength={100} data-testid="folder-name" />
          </Form.Item>
        ) : (
          <Form.Item name="target" label={t('projects.folder')}>
            <Select options={targets} data-testid="folder-target" showSearch optionFilterProp="label" />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
