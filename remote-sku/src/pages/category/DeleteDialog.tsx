import { useApiMutation } from '@console/shared/data/mutation';
import { Alert, App, Flex, Modal, Radio, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { skuApi, type SkuCategory, type SkuCategoryImpact } from '../../api';
import { nameIn } from '../../components/languages';

/**
 * Deleting a category that has subcategories or is used asks what happens: delete the whole branch, or only this
 * category with its subcategories moved up a level; the projects that lose their category are counted. Nothing
 * is left orphaned: the server refuses a delete that does not say. Keyed by the category, so each opens afresh.
 */
export function DeleteDialog({
  open,
  target,
  onClose,
  onDeleted,
}: {
  open: boolean;
  /** The category and what deleting it touches (kept while the dialog closes). */
  target: { category: SkuCategory; impact: SkuCategoryImpact } | null;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t, i18n } = useTranslation('sku');
  const { message } = App.useApp();
  const [mode, setMode] = useState<'lift' | 'cascade'>('lift');
  // A refusal is the API client's toast (the delete call is not silent).
  const remove = useApiMutation(
    ({ id, how }: { id: number; how: 'lift' | 'cascade' | undefined }) => skuApi.deleteCategory(id, how),
    {
      onSuccess: (done) => {
        // Each number with its own noun: the projects' count picks its own plural form.
        void message.success(
          t('category.deletedMany', {
            deleted: done.deleted,
            lifted: done.lifted,
            unassigned: t('category.unassigned', { count: done.unassigned }),
          }),
        );
        onDeleted();
      },
    },
  );
  if (!target) return null;
  const { category, impact } = target;
  const uses = mode === 'cascade' ? impact.branchUses : impact.uses;

  return (
    <Modal
      open={open}
      title={t('category.deleteTitle', { name: nameIn(category, i18n.resolvedLanguage) })}
      okText={t('common.delete')}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: true, 'data-testid': 'delete-confirm' }}
      confirmLoading={remove.isPending}
      onOk={() =>
        void remove.mutate({
          id: category.id,
          how: impact.children > 0 || impact.uses > 0 ? mode : undefined,
        })
      }
      onCancel={onClose}
    >
      <Flex vertical gap={12} data-testid="delete-dialog">
        {impact.children > 0 ? (
          <>
            <Typography.Text>{t('category.deleteChoose')}</Typography.Text>
            <Radio.Group
              value={mode}
              onChange={(event) => setMode(event.target.value as 'lift' | 'cascade')}
              options={[
                { value: 'lift', label: t('category.deleteLift', { count: impact.children }) },
                { value: 'cascade', label: t('category.deleteBranch', { count: impact.descendants + 1 }) },
              ]}
              style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
            />
          </>
        ) : (
          impact.uses === 0 && <Typography.Text>{t('category.deleteSimple')}</Typography.Text>
        )}
        {uses > 0 && <Alert type="warning" showIcon title={t('category.deleteUses', { count: uses })} />}
      </Flex>
    </Modal>
  );
}
