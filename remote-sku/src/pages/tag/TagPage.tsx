import { DeleteOutlined, EditOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { Access, destructiveConfirm } from '@console/shared';
import { invalidateQueries } from '@console/shared/data';
import { useApiMutation } from '@console/shared/data/mutation';
import { ListPage, timeColumn } from '@console/shared/list';
import { App, Button, Flex, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { skuApi, skuQueries, type SkuTag } from '../../api';
import { ColorTag } from '../../components/ColorTag';
import { ImportDialog } from '../../components/ImportDialog';
import {
  LanguageGate,
  LanguageNotes,
  translationColumns,
  translationFilters,
  type ShopLanguages,
} from '../../components/languages';
import { TagForm } from './TagForm';

/** sku Tags (/sku/tag): flat tags with a colour and names per site language; search, missing filter, CSV. */
export default function TagPage() {
  return <LanguageGate>{(languages) => <Tags languages={languages} />}</LanguageGate>;
}

function Tags({ languages }: { languages: ShopLanguages }) {
  const { t } = useTranslation('sku');
  const { modal, message } = App.useApp();
  const [editing, setEditing] = useState<SkuTag | 'new' | null>(null);
  const [importing, setImporting] = useState(false);

  const deleteTag = useApiMutation(
    ({ tag }: { tag: SkuTag; reload: () => void }) => skuApi.deleteTag(tag.id),
    {
      onSuccess: (_, { reload }) => {
        void message.success(t('common.deleted'));
        reload();
      },
    },
  );
  const remove = (tag: SkuTag, reload: () => void) =>
    modal.confirm(
      destructiveConfirm({
        title: t('tag.deleteTitle', { name: tag.name }),
        content: tag.uses > 0 ? t('tag.deleteUses', { count: tag.uses }) : t('tag.deleteUnused'),
        okText: t('common.delete'),
        cancelText: t('common.cancel'),
        // Through the kit: a refusal is said once by the client and closes the question, never thrown.
        onOk: () => deleteTag.mutate({ tag, reload }),
      }),
    );

  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" gap={8} wrap>
        <LanguageNotes languages={languages} />
        <Access perm="sku:edit">
          <Space wrap>
            <Button icon={<UploadOutlined />} onClick={() => setImporting(true)} data-testid="tag-import">
              {t('common.import')}
            </Button>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setEditing('new')}
              data-testid="tag-add"
            >
              {t('tag.add')}
            </Button>
          </Space>
        </Access>
      </Flex>
      <ListPage<SkuTag>
        name="tags"
        title={t('tag.title')}
        query={skuQueries.tags}
        sort={{ field: 'code', order: 'ascend' }}
        filters={translationFilters(t, languages)}
        columns={[
          {
            key: 'code',
            title: t('common.code'),
            pinned: 'left',
            render: (_, tag) => (
              <ColorTag color={tag.color} testId={`tag-${tag.code}`}>
                {tag.code}
              </ColorTag>
            ),
          },
          { key: 'name', title: t('common.name'), dataIndex: 'name' },
          ...translationColumns<SkuTag>(t, languages),
          { key: 'uses', title: t('common.uses'), dataIndex: 'uses', align: 'right' },
          timeColumn('updatedAt', t('common.updatedAt')),
        ]}
        export={{
          perm: 'sku:view',
          fileName: 'sku-tags',
          fetch: () => skuApi.exportCsv('tag'),
          done: (count) => t('common.exported', { count }),
        }}
        empty={{ filtered: t('tag.empty'), all: t('tag.emptyAll') }}
        extras={() => (
          <>
            <TagForm
              languages={languages}
              editing={editing}
              onClose={() => setEditing(null)}
              onSaved={() => {
                setEditing(null);
                void invalidateQueries(skuQueries.all);
              }}
            />
            <ImportDialog
              kind="tag"
              open={importing}
              languages={languages}
              onClose={() => setImporting(false)}
              onImported={() => {
                void invalidateQueries(skuQueries.all);
              }}
            />
          </>
        )}
        rowActions={{
          title: t('common.actions'),
          perms: ['sku:edit'],
          render: (tag) => (
            <Space size={4}>
              <Button
                size="small"
                icon={<EditOutlined />}
                onClick={() => setEditing(tag)}
                aria-label={`${t('common.edit')} ${tag.code}`}
                data-testid={`tag-edit-${tag.code}`}
              >
                {t('common.edit')}
              </Button>
              <Button
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label={`${t('common.delete')} ${tag.code}`}
                onClick={() => remove(tag, () => void invalidateQueries(skuQueries.all))}
              >
                {t('common.delete')}
              </Button>
            </Space>
          ),
        }}
      />
    </Flex>
  );
}
