import { Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { foldersApi, projectsApi, type Folder } from '../../api';
import { folderOptions } from '../../components/useFolders';

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

export type Dialog =
  | { kind: 'create'; parent: Folder | null }
  | { kind: 'rename'; folder: Folder }
  | { kind: 'move'; folder: Folder }
  | { kind: 'moveProjects'; ids: number[] }
  | null;

export /** The dialogs: a folder's name (create, rename) or a target folder (move a folder, move projects). */
function FolderDialog({
  dialog: requested,
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
  // The Modal stays mounted and `open` follows the request: antd gives the focus back to the button that opened it
  // only when it closes the dialog itself (unmounted at once, it left the focus on <body>). The last dialog asked
  // for is still drawn while it animates out. Its form is new for each dialog asked for (keyed by their count): a
  // form's store keeps its values over new initial values, and a folder's Move opened on the previous folder's
  // parent (Save moved it there).
  const [last, setLast] = useState<Dialog>(requested);
  const [asked, setAsked] = useState(requested ? 1 : 0);
  if (requested && requested !== last) {
    setLast(requested);
    setAsked(asked + 1);
  }
  const dialog = requested ?? last;
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

  const submit = async (values: { title?: string; target?: number | 'top' }) => {
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
      open={requested !== null}
      title={title}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      onCancel={onClose}
      destroyOnHidden
      // OK is the form's submit button (Enter in a field submits too); a form without one fails WCAG's H32.
      okButtonProps={
        { 'data-testid': 'folder-dialog-ok', htmlType: 'submit', form: 'folder-dialog' } as Record<
          string,
          string
        >
      }
    >
      <Form
        key={asked}
        name="folder-dialog"
        layout="vertical"
        preserve={false}
        initialValues={{
          title: dialog.kind === 'rename' ? dialog.folder.title : '',
          target: dialog.kind === 'move' ? (dialog.folder.parentId ?? 'top') : 'top',
        }}
        onFinish={(values: { title?: string; target?: number | 'top' }) => void submit(values)}
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
            <Select
              options={targets}
              data-testid="folder-target"
              showSearch={{ optionFilterProp: 'label' }}
            />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
