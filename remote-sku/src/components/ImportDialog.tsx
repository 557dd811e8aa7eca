import { UploadOutlined } from '@ant-design/icons';
import { SKU_IMPORT_MAX_BYTES } from '@console/api-contract/values';
import { translateServerMessage } from '@console/shared';
import { useApiMutation } from '@console/shared/data/mutation';
import { Alert, App, Button, Flex, List, Modal, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { skuApi, type SkuImportReport, type SkuKind } from '../api';
import type { ShopLanguages } from './languages';

/** Lines of the report shown at a time. */
const REPORT_PAGE_SIZE = 10;

/**
 * CSV import: the file is checked by the server first (a dry run listing every change and every bad line with its
 * number); Import is offered only when the whole file is valid, and applies it in one transaction.
 */
export function ImportDialog({
  kind,
  open,
  onClose,
  onImported,
  languages,
}: {
  kind: SkuKind;
  open: boolean;
  onClose: () => void;
  onImported: () => void;
  languages: ShopLanguages;
}) {
  const { t } = useTranslation('sku');
  const { message } = App.useApp();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [report, setReport] = useState<SkuImportReport | null>(null);
  /** The text of the file now chosen: a dry run's report counts only for it (not for a file replaced since). */
  const chosenText = useRef<string | null>(null);
  /** Counts the choices: a file still being read when another is chosen (or the dialog reset) is dropped. */
  const choice = useRef(0);
  // Failures are the API client's toasts (the import calls are not silent).
  const dryRun = useApiMutation((text: string) => skuApi.importCsv(kind, text, true), {
    onSuccess: (checked, text) => {
      if (text === chosenText.current) setReport(checked);
    },
  });
  const applyFile = useApiMutation((text: string) => skuApi.importCsv(kind, text, false), {
    onSuccess: (done) => {
      setReport(done);
      if (done.applied) {
        void message.success(t('csv.applied', { created: done.created, updated: done.updated }));
        onImported();
        close();
      }
    },
  });
  const columns = [
    'code',
    ...(kind === 'category' ? ['parent_code'] : []),
    'name',
    ...(kind === 'tag' ? ['color'] : []),
    ...languages.others.map((language) => `name_${language.code}`),
  ].join(', ');

  const reset = () => {
    choice.current += 1;
    chosenText.current = null;
    setFile(null);
    setReport(null);
    if (input.current) input.current.value = '';
  };
  const close = () => {
    reset();
    onClose();
  };

  const check = async (chosen: File) => {
    const mine = ++choice.current;
    if (chosen.size > SKU_IMPORT_MAX_BYTES) {
      // A refused file replaces the one chosen before: its report must not stay, or Import would apply it.
      reset();
      message.error(t('csv.tooLarge'));
      return;
    }
    const text = await chosen.text();
    if (mine !== choice.current) return;
    chosenText.current = text;
    setFile({ name: chosen.name, text });
    setReport(null);
    await dryRun.mutate(text);
  };

  const apply = () => {
    if (file) void applyFile.mutate(file.text);
  };

  const changes = (report?.created ?? 0) + (report?.updated ?? 0);
  return (
    <Modal
      open={open}
      title={t('csv.title', { what: t(kind === 'tag' ? 'csv.tags' : 'csv.categories') })}
      onCancel={close}
      destroyOnHidden
      width={640}
      footer={[
        <Button key="cancel" onClick={close}>
          {t('common.cancel')}
        </Button>,
        <Button
          key="apply"
          type="primary"
          data-testid="sku-import-apply"
          disabled={!report?.valid || changes === 0}
          loading={applyFile.isPending}
          onClick={apply}
        >
          {t('csv.apply')}
        </Button>,
      ]}
    >
      <Flex vertical gap={12} data-testid="sku-import">
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {t('csv.help', { columns })}
        </Typography.Paragraph>
        <input
          ref={input}
          type="file"
          accept=".csv,text/csv"
          hidden
          // Hidden behind the button that opens it, but still a form field: it keeps the button's name.
          aria-label={t('csv.choose')}
          data-testid="sku-import-file"
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            // Emptied after each choice, so choosing the same file again (fixed since) checks it again.
            event.target.value = '';
            if (chosen) void check(chosen);
          }}
        />
        <Flex gap={8} align="center" wrap>
          <Button icon={<UploadOutlined />} onClick={() => input.current?.click()} loading={dryRun.isPending}>
            {t('csv.choose')}
          </Button>
          {file && <Typography.Text>{t('csv.file', { name: file.name })}</Typography.Text>}
        </Flex>
        {report && (
          <div data-testid="sku-import-report" data-valid={String(report.valid)}>
            {report.valid ? (
              <Alert
                type={changes === 0 ? 'info' : 'success'}
                showIcon
                title={
                  changes === 0
                    ? t('csv.nothing')
                    : t('csv.valid', {
                        created: report.created,
                        updated: report.updated,
                        unchanged: report.unchanged,
                      })
                }
              />
            ) : (
              <Alert type="error" showIcon title={t('csv.invalid', { count: report.errors.length })} />
            )}
            <List
              size="small"
              style={{ marginTop: 8 }}
              // A file may hold 5,000 lines: all of them at once froze the dialog for seconds (2.5 s unthrottled).
              pagination={{
                pageSize: REPORT_PAGE_SIZE,
                size: 'small',
                showSizeChanger: false,
                showQuickJumper: true,
                hideOnSinglePage: true,
              }}
              dataSource={[
                ...report.errors.map((error) => ({
                  key: `e${error.line}-${error.reason}`,
                  error,
                  change: null,
                })),
                ...(report.valid
                  ? report.changes.map((change) => ({ key: `c${change.line}`, error: null, change }))
                  : []),
              ]}
              renderItem={(item) => (
                <List.Item data-testid={item.error ? 'sku-import-error' : 'sku-import-change'}>
                  <Typography.Text type={item.error ? 'danger' : undefined}>
                    {t('csv.line', { line: item.error?.line ?? item.change?.line })}
                    {': '}
                    {item.error
                      ? // The server's reason, in the person's language where the area's messages know it.
                        (translateServerMessage(item.error.reason) ?? item.error.reason)
                      : `${item.change!.code} — ${
                          item.change!.action === 'create'
                            ? t('csv.create')
                            : t('csv.update', { fields: item.change!.fields.join(', ') })
                        }`}
                  </Typography.Text>
                </List.Item>
              )}
            />
          </div>
        )}
      </Flex>
    </Modal>
  );
}
