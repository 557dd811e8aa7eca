import { FolderOutlined, MoreOutlined, PlusOutlined } from '@ant-design/icons';
import { Access, destructiveConfirm, SHELL_SKIP_ATTRIBUTE, useMenuButton } from '@console/shared';
import {
  Alert,
  App,
  Button,
  Card,
  Dropdown,
  Empty,
  Flex,
  Skeleton,
  Space,
  Tree,
  Typography,
  type TreeDataNode,
  type TreeProps,
} from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { foldersApi, type Folder } from '../../api';
import { useFolders } from '../../components/useFolders';
import type { Dialog } from './FolderDialog';

export const ALL = 'all';
export const UNFILED = 'none';
export type Selection = typeof ALL | typeof UNFILED | number;

/**
 * A folder's icon, name and count. A long name is cut to the row, its whole on hover; the count and the menu stay in
 * view. The name's column may shrink to nothing: the tree's row (antd's, no style reaches it) then asks for no more
 * than the icon, count and menu, and is as wide as the card.
 */
const NAME_ROW = {
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, max-content) auto',
  alignItems: 'center',
} as const;
const ELLIPSIS = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/** The tree's height at most, in pixels: beyond it the tree scrolls, and only the rows in view exist. */
const TREE_HEIGHT = 640;

/**
 * The folder tree: All and Unfiled, then every folder (select to list its projects; drag to nest; a menu per
 * folder to add a subfolder, rename, move or delete), with its loading, error and empty states.
 */
export function FolderTree({
  selected,
  onSelect,
  onDialog,
  run,
}: {
  selected: Selection;
  onSelect: (selection: Selection) => void;
  onDialog: (dialog: Dialog) => void;
  run: (change: () => Promise<unknown>) => Promise<boolean>;
}) {
  const { t } = useTranslation('pkg');
  const tree = useFolders();
  const folders = useMemo(() => tree.data?.folders ?? [], [tree.data]);
  const byId = new Map(folders.map((folder) => [folder.id, folder]));
  const byParent = new Map<number | null, Folder[]>();
  for (const folder of folders) {
    const siblings = byParent.get(folder.parentId);
    if (siblings) siblings.push(folder);
    else byParent.set(folder.parentId, [folder]);
  }
  const build = (parent: number | null, depth: number): TreeDataNode[] =>
    depth > 16
      ? []
      : (byParent.get(parent) ?? []).map((folder) => ({
          key: folder.id,
          title: (
            <FolderTitle folder={folder} onDialog={onDialog} onDeleted={() => onSelect(ALL)} run={run} />
          ),
          children: build(folder.id, depth + 1),
        }));

  const onDrop: TreeProps['onDrop'] = (info) => {
    const dragged = byId.get(Number(info.dragNode.key));
    const target = byId.get(Number(info.node.key));
    if (!dragged || !target) return;
    const parentId = info.dropToGap ? target.parentId : target.id;
    if (parentId === dragged.parentId) return;
    void run(() => foldersApi.move(dragged, parentId));
  };
  const choice = (value: Selection, label: string, testId: string) => (
    <Button
      type={selected === value ? 'primary' : 'default'}
      size="small"
      onClick={() => onSelect(value)}
      data-testid={testId}
    >
      {label}
    </Button>
  );

  return (
    <Card
      title={t('folders.tree')}
      extra={
        <Access perm="pkg:edit">
          <Button
            icon={<PlusOutlined />}
            onClick={() => onDialog({ kind: 'create', parent: null })}
            data-testid="folder-create"
          >
            {t('folders.create')}
          </Button>
        </Access>
      }
    >
      {/* The folders are another request's data: a painted picture of the page leaves them out. */}
      <Flex vertical gap={8} {...{ [SHELL_SKIP_ATTRIBUTE]: '' }}>
        <Space wrap>
          {choice(ALL, t('folders.all'), 'folder-all')}
          {choice(UNFILED, `${t('folders.unfiled')} (${tree.data?.unfiled ?? 0})`, 'folder-unfiled')}
        </Space>
        {tree.error ? (
          <Alert
            type="error"
            showIcon
            title={t('common.loadFailed')}
            action={<Button onClick={() => void tree.refetch()}>{t('common.retry')}</Button>}
          />
        ) : tree.isLoading ? (
          <Skeleton active />
        ) : folders.length === 0 ? (
          <Empty description={t('folders.empty')} />
        ) : (
          <Tree
            // A shop of a thousand folders: only the rows in view are drawn (a tree shorter than this is as tall
            // as its rows; without it every folder's row and menu was built on each render).
            height={TREE_HEIGHT}
            blockNode
            draggable={{ icon: false }}
            defaultExpandAll
            treeData={build(null, 0)}
            selectedKeys={typeof selected === 'number' ? [selected] : []}
            onSelect={(keys) => keys[0] !== undefined && onSelect(Number(keys[0]))}
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
  const { modal } = App.useApp();
  // A menu button: a chosen item gives the focus back to it first, so a dialog opened from it returns there.
  const menuButton = useMenuButton();
  return (
    <Flex justify="space-between" align="center" gap={8} data-testid="folder-node" data-folder={folder.title}>
      {/* The icon sits in the title's own row: as the tree's icon it took a line above the (block) title. */}
      <span style={NAME_ROW}>
        <FolderOutlined aria-hidden style={{ marginInlineEnd: 8 }} />
        <span title={folder.title} style={ELLIPSIS}>
          {folder.title}
        </span>
        <Typography.Text type="secondary" style={{ marginInlineStart: 4 }}>
          ({folder.projects})
        </Typography.Text>
      </span>
      <Access perm="pkg:edit">
        <Dropdown
          {...menuButton.dropdown}
          menu={menuButton.menu({
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
              // A dialog, not a popover: the focus goes into it, on Cancel (Enter does not delete), and back to the
              // menu button when it closes (a popover over the tree left it on the button, out of reach by keyboard).
              if (key === 'delete')
                modal.confirm(
                  destructiveConfirm({
                    title: t('folders.deleteConfirm', { title: folder.title }),
                    okText: t('folders.delete'),
                    cancelText: t('common.cancel'),
                    onOk: async () => {
                      if (await run(() => foldersApi.remove(folder))) onDeleted();
                    },
                  }),
                );
            },
          })}
        >
          <Button
            {...menuButton.trigger}
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
