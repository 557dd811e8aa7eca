import { Access } from '@console/shared';
import { setQueryData, useApiQuery } from '@console/shared/data';
import { useApiMutation } from '@console/shared/data/mutation';
import { Alert, App, Button, Card, Form, Input, InputNumber, Modal, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bookingApi, bookingQueries, type BookingSettings, type BookingSettingsBody } from '../../api';

const SETTINGS_FIELDS = ['opensAt', 'closesAt', 'slotMinutes', 'capacity', 'daysAhead'] as const;
const TIME = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;
/** One page of projects; a shop with more also gets a box to find one by name. */
const PAGE_SIZE = 20;

/** Each project's opening hours, slot length, places per slot and booking horizon, editable with `booking:edit`. */
export function BookingSettingsTable() {
  const { t } = useTranslation('booking');
  const { message } = App.useApp();
  const settings = useApiQuery(bookingQueries.settings());
  const [editing, setEditing] = useState<BookingSettings | null>(null);
  const [search, setSearch] = useState('');
  const all = settings.data?.list ?? [];
  const needle = search.trim().toLocaleLowerCase();
  const shown = needle ? all.filter((row) => row.projectTitle.toLocaleLowerCase().includes(needle)) : all;
  const [form] = Form.useForm<BookingSettingsBody>();
  const saveSettings = useApiMutation(
    ({ projectId, body }: { projectId: number; body: BookingSettingsBody }) =>
      bookingApi.saveSettings(projectId, body),
    {
      form,
      fields: SETTINGS_FIELDS,
      onSuccess: (saved) => {
        void setQueryData(bookingQueries.settings().queryKey, {
          list: all.map((row) => (row.projectId === saved.projectId ? saved : row)),
        });
        void message.success(t('settings.saved', { project: saved.projectTitle }));
        setEditing(null);
      },
    },
  );

  const save = async () => {
    if (!editing) return;
    const body = await form.validateFields();
    await saveSettings.mutate({ projectId: editing.projectId, body });
  };

  return (
    <Card title={t('settings.title')} data-testid="booking-settings">
      <Typography.Paragraph type="secondary">{t('settings.hint')}</Typography.Paragraph>
      {all.length > PAGE_SIZE && (
        <Input.Search
          allowClear
          aria-label={t('settings.search')}
          placeholder={t('settings.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          style={{ maxWidth: 320, marginBottom: 16 }}
          data-testid="booking-settings-search"
        />
      )}
      {settings.error && !settings.data ? (
        <Alert
          type="error"
          showIcon
          title={t('settings.loadError')}
          action={<Button onClick={() => void settings.refetch()}>{t('settings.retry')}</Button>}
        />
      ) : (
        <Table<BookingSettings>
          rowKey="projectId"
          loading={settings.isLoading}
          dataSource={shown}
          // One row per project: a shop of many sites gets pages, not a table hundreds of rows long.
          pagination={{ pageSize: PAGE_SIZE, hideOnSinglePage: true, showSizeChanger: false }}
          locale={needle ? { emptyText: t('settings.noMatch', { search: search.trim() }) } : undefined}
          scroll={{ x: 'max-content' }}
          columns={[
            {
              key: 'project',
              title: t('settings.project'),
              render: (_, row) => (
                <>
                  {/* A title may be 200 characters: cut, with all of it on pointing. */}
                  <Typography.Text
                    ellipsis={{ tooltip: row.projectTitle }}
                    style={{ maxWidth: 320, verticalAlign: 'bottom' }}
                  >
                    {row.projectTitle}
                  </Typography.Text>{' '}
                  {row.projectStatus !== 'normal' && <Tag>{t('settings.closedProject')}</Tag>}
                </>
              ),
            },
            { key: 'opensAt', title: t('settings.opensAt'), dataIndex: 'opensAt' },
            { key: 'closesAt', title: t('settings.closesAt'), dataIndex: 'closesAt' },
            {
              key: 'slotMinutes',
              title: t('settings.slotMinutes'),
              dataIndex: 'slotMinutes',
              align: 'right',
            },
            { key: 'capacity', title: t('settings.capacity'), dataIndex: 'capacity', align: 'right' },
            { key: 'daysAhead', title: t('settings.daysAhead'), dataIndex: 'daysAhead', align: 'right' },
            {
              key: 'edit',
              title: '',
              render: (_, row) => (
                <Access perm="booking:edit">
                  <Button
                    size="small"
                    onClick={() => {
                      form.setFieldsValue(row);
                      setEditing(row);
                    }}
                    aria-label={t('settings.editLabel', { project: row.projectTitle })}
                  >
                    {t('settings.edit')}
                  </Button>
                </Access>
              ),
            },
          ]}
        />
      )}
      <Modal
        open={editing !== null}
        title={editing ? t('settings.editTitle', { project: editing.projectTitle }) : ''}
        okText={t('settings.save')}
        cancelText={t('settings.cancel')}
        confirmLoading={saveSettings.isPending}
        // OK is the form's submit button (Enter in a field submits too); a form without one fails WCAG's H32.
        okButtonProps={{ htmlType: 'submit', form: 'booking-settings' }}
        onCancel={() => setEditing(null)}
        forceRender
      >
        <Form
          form={form}
          name="booking-settings"
          layout="vertical"
          onFinish={() => void save().catch(() => undefined)}
        >
          <Form.Item
            name="opensAt"
            label={t('settings.opensAt')}
            rules={[{ required: true, pattern: TIME, message: t('settings.timeInvalid') }]}
          >
            <Input maxLength={5} placeholder="09:00" />
          </Form.Item>
          <Form.Item
            name="closesAt"
            label={t('settings.closesAt')}
            dependencies={['opensAt']}
            rules={[
              { required: true, pattern: TIME, message: t('settings.timeInvalid') },
              ({ getFieldValue }) => ({
                // HH:MM strings order as the times do ("24:00" last); a wrong format is the rule above's to say.
                validator: (_, closesAt?: string) => {
                  const opensAt = getFieldValue('opensAt') as string | undefined;
                  return !closesAt ||
                    !opensAt ||
                    !TIME.test(closesAt) ||
                    !TIME.test(opensAt) ||
                    closesAt > opensAt
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('settings.closesBeforeOpens')));
                },
              }),
            ]}
          >
            <Input maxLength={5} placeholder="18:00" />
          </Form.Item>
          <Form.Item name="slotMinutes" label={t('settings.slotMinutes')} rules={[{ required: true }]}>
            <InputNumber min={15} max={480} step={15} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="capacity" label={t('settings.capacity')} rules={[{ required: true }]}>
            <InputNumber min={1} max={1000} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="daysAhead" label={t('settings.daysAhead')} rules={[{ required: true }]}>
            <InputNumber min={1} max={90} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
