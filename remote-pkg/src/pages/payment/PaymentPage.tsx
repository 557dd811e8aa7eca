import { Access, ApiError, useAccess } from '@console/shared';
import { setQueryData, useApiQuery } from '@console/shared/data';
import { useApiMutation } from '@console/shared/data/mutation';
import { Alert, App, Button, Card, Col, Flex, Form, Input, Row, Skeleton, Tabs, Typography } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { payApi, pkgQueries, shopApi, type PayInfo, type Shop } from '../../api';
import { ImageUpload } from '../../components/ImageUpload';
import { CopyButton } from '../project/ProjectPage';
import { RichTextPreview as Preview } from './RichTextPreview';

// TipTap is downloaded with this page only, in a chunk of its own.
const RichTextEditor = lazy(() => import('./RichTextEditor'));

const PAY_KEY = pkgQueries.pay().queryKey;
const SHOP_KEY = pkgQueries.shop().queryKey;

function PaymentForm({ saved }: { saved: PayInfo }) {
  const { t } = useTranslation('pkg');
  const { message } = App.useApp();
  const { hasPerm } = useAccess();
  const canEdit = hasPerm('pay:edit');
  const [draft, setDraft] = useState<PayInfo>(saved);
  // The failure stays beside the Save button as well as in the client's toast: the form is long.
  const save = useApiMutation((body: PayInfo) => payApi.update(body), {
    errorDisplay: 'inline',
    onSuccess: (answer) => {
      void setQueryData(PAY_KEY, answer);
      setDraft(answer);
      void message.success(t('common.saved'));
    },
  });

  const editor = (field: 'payExplain' | 'payCompleteExplain', label: string, testId: string) => (
    <Row gutter={[16, 8]}>
      <Col xs={24} xl={12}>
        <Typography.Text strong>{label}</Typography.Text>
        <Suspense fallback={<Skeleton active paragraph={{ rows: 3 }} />}>
          <RichTextEditor
            value={draft[field]}
            onChange={(html) => setDraft((current) => ({ ...current, [field]: html }))}
            label={label}
            testId={testId}
            readOnly={!canEdit}
          />
        </Suspense>
      </Col>
      <Col xs={24} xl={12}>
        <Typography.Text type="secondary">{t('pay.preview')}</Typography.Text>
        <Preview html={draft[field]} testId={`${testId}-preview`} />
      </Col>
    </Row>
  );

  return (
    <Flex vertical gap={16} data-testid="pay-form">
      {!canEdit ? <Alert type="info" showIcon message={t('pay.noPerm')} /> : null}
      <div>
        <Typography.Text strong>{t('pay.qr')}</Typography.Text>
        <ImageUpload
          value={draft.payUrl}
          onChange={(payUrl) => setDraft((current) => ({ ...current, payUrl }))}
          label={t('pay.qr')}
          testId="pay-qr"
          disabled={!canEdit}
          size={140}
          // Remove only empties the draft (Save stores it), but buyers pay through this code: a slip is asked about.
          confirmRemove={{ title: t('pay.removeQrTitle'), content: t('pay.removeQrBody') }}
        />
      </div>
      {editor('payExplain', t('pay.explain'), 'pay-explain')}
      {editor('payCompleteExplain', t('pay.completeExplain'), 'pay-complete-explain')}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('pay.previewHint')}
      </Typography.Text>
      {save.error ? <Alert type="error" showIcon message={save.error} role="alert" /> : null}
      <Access perm="pay:edit">
        <div>
          <Button
            type="primary"
            loading={save.isPending}
            onClick={() => void save.mutate(draft)}
            data-testid="pay-save"
          >
            {t('common.save')}
          </Button>
        </div>
      </Access>
    </Flex>
  );
}

type ShopValues = Omit<Shop, 'siteKey' | 'publicPath'>;
const SHOP_FIELDS = ['name', 'logoUrl', 'description', 'contact'] as const;

function ShopForm({ saved }: { saved: Shop }) {
  const { t } = useTranslation('pkg');
  const { message } = App.useApp();
  const { hasPerm } = useAccess();
  const canEdit = hasPerm('pkg:edit');
  const [form] = Form.useForm<ShopValues>();
  useEffect(() => form.setFieldsValue(saved), [form, saved]);
  const save = useApiMutation(shopApi.update, {
    form,
    fields: SHOP_FIELDS,
    onSuccess: (answer) => {
      void setQueryData(SHOP_KEY, answer);
      void message.success(t('common.saved'));
    },
  });
  const submit = (values: ShopValues) =>
    void save.mutate({
      name: values.name,
      logoUrl: values.logoUrl ?? null,
      description: values.description ?? '',
      contact: values.contact ?? '',
    });
  const url = `${window.location.origin}${saved.publicPath}`;
  return (
    <Form
      form={form}
      layout="vertical"
      disabled={!canEdit}
      data-testid="shop-form"
      style={{ maxWidth: 640 }}
      onFinish={submit}
    >
      {!canEdit ? (
        <Alert type="info" showIcon message={t('shop.noPerm')} style={{ marginBottom: 16 }} />
      ) : null}
      <Form.Item
        name="name"
        label={t('shop.name')}
        rules={[{ required: true, whitespace: true, max: 100, message: t('shop.nameRequired') }]}
      >
        <Input maxLength={100} data-testid="shop-name" />
      </Form.Item>
      <Form.Item name="logoUrl" label={t('shop.logo')}>
        <ImageUpload label={t('shop.logo')} testId="shop-logo" disabled={!canEdit} />
      </Form.Item>
      <Form.Item name="description" label={t('shop.description')}>
        <Input.TextArea maxLength={2000} rows={3} showCount data-testid="shop-description" />
      </Form.Item>
      <Form.Item name="contact" label={t('shop.contact')}>
        <Input maxLength={500} data-testid="shop-contact" />
      </Form.Item>
      <Form.Item label={t('shop.publicLink')}>
        <Flex gap={8} wrap>
          <Input
            readOnly
            disabled={false}
            value={url}
            style={{ flex: '1 1 240px' }}
            aria-label={t('shop.publicLink')}
          />
          <CopyButton text={url} testId="shop-copy" />
        </Flex>
      </Form.Item>
      <Access perm="pkg:edit">
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="shop-save">
          {t('common.save')}
        </Button>
      </Access>
    </Form>
  );
}

function Loaded<T>({
  query,
  children,
}: {
  query: { data?: T; error?: unknown; isLoading: boolean; refetch: () => unknown };
  children: (data: T) => React.ReactNode;
}) {
  const { t } = useTranslation('pkg');
  if (query.error) {
    // When the server answered (a refused permission, say), its reason is what the person needs, as on every other
    // page; only a request that never got an answer is "check the connection". Retrying a refusal cannot help.
    const answered =
      query.error instanceof ApiError && (query.error.kind === 'http' || query.error.kind === 'business');
    const refused = answered && (query.error as ApiError).status === 403;
    return (
      <Alert
        type="error"
        showIcon
        message={answered ? (query.error as ApiError).message : t('common.loadFailed')}
        action={
          refused ? undefined : <Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>
        }
      />
    );
  }
  if (query.isLoading || query.data === undefined) return <Skeleton active />;
  return <>{children(query.data)}</>;
}

/** Payment (/pkg/pay-message): the payment QR code and explanations, and the shop's public profile. */
export default function PaymentPage() {
  const { t } = useTranslation('pkg');
  const pay = useApiQuery(pkgQueries.pay());
  const shop = useApiQuery(pkgQueries.shop());
  return (
    <Card title={t('pay.title')} data-testid="pay-page" data-remote="pkg">
      <Tabs
        items={[
          {
            key: 'pay',
            label: t('pay.tabPayment'),
            children: <Loaded query={pay}>{(data) => <PaymentForm saved={data} />}</Loaded>,
          },
          {
            key: 'shop',
            label: t('pay.tabShop'),
            children: <Loaded query={shop}>{(data) => <ShopForm saved={data} />}</Loaded>,
          },
        ]}
      />
    </Card>
  );
}
