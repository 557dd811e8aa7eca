import type { SampleFormBody, SiteProject } from '@console/api-contract';
import { SAMPLE_TAKEN_NAMES } from '@console/api-contract/values';
import { formatDateTime } from '@console/shared';
import { useApiMutation } from '@console/shared/data/mutation';
import { ListPage, textFilter } from '@console/shared/list';
import { Alert, Button, Card, Col, Flex, Form, Input, InputNumber, Row, Skeleton, Typography } from 'antd';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { pkgQueries, resourcesApi } from '../../api';
import { ImageUpload } from '../../components/ImageUpload';
import { RichTextPreview } from '../payment/RichTextPreview';
import { ResourcesGate, Snippet } from './ResourcesGate';

// The editor (TipTap) is the Payment page's own chunk: this page loads the same one, when shown.
const RichTextEditor = lazy(() => import('../payment/RichTextEditor'));

// What a page builder copies: the code that draws each sample below (code is not translated).
const SNIPPETS = {
  upload: `import { ImageUpload } from '../../components/ImageUpload';

const [url, setUrl] = useState<string | null>(null);
<ImageUpload value={url} onChange={setUrl} label={t('thing.image')} testId="thing-image" />`,
  editor: `const RichTextEditor = lazy(() => import('../payment/RichTextEditor'));

<Suspense fallback={<Skeleton active />}>
  <RichTextEditor value={html} onChange={setHtml} label={t('thing.text')} testId="thing-text" />
</Suspense>
<RichTextPreview html={html} testId="thing-text-preview" /> {/* what the server keeps */}`,
  list: `<ListPage<SiteProject>
  area="pkg"
  name="sampleProjects"
  table="sampleProjectTable"
  title={t('projects.title')}
  query={pkgQueries.projects}
  rowKey="id"
  sort={{ field: 'createdAt' }}
  filters={[textFilter({ name: 'keyword', label: t('projects.titleField'), maxLength: 200 })]}
  columns={[
    { key: 'title', title: t('projects.titleField'), dataIndex: 'title', sortable: true },
    { key: 'createdAt', title: t('projects.createdAt'), sortable: true,
      render: (_, project) => formatDateTime(project.createdAt) },
  ]}
  empty={{ filtered: t('projects.empty'), all: t('projects.emptyAll') }}
/>`,
  form: `const [form] = Form.useForm<SampleFormBody>();
const check = useApiMutation((body: SampleFormBody) => resourcesApi.checkSampleForm(body), {
  form, // the server's field errors appear at these fields
  fields: ['name', 'email', 'count'],
  onSuccess: () => setAccepted(true),
});
<Form form={form} layout="vertical" onFinish={(values) => void check.mutate(values)}>
  <Form.Item name="name" label={t('thing.name')}><Input /></Form.Item>
  …
  <Button type="primary" htmlType="submit" loading={check.isPending}>{t('thing.check')}</Button>
</Form>`,
};

function Sample({
  title,
  intro,
  code,
  children,
}: {
  title: string;
  intro: ReactNode;
  code: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('pkg');
  return (
    <Card
      title={
        <Typography.Title level={4} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
      }
    >
      <Typography.Paragraph type="secondary">{intro}</Typography.Paragraph>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          {children}
        </Col>
        <Col xs={24} xl={12}>
          <Snippet code={code} label={`${t('resources.snippet')}: ${title}`} />
        </Col>
      </Row>
    </Card>
  );
}

function UploadSample() {
  const { t } = useTranslation('pkg');
  const [url, setUrl] = useState<string | null>(null);
  return (
    <ImageUpload value={url} onChange={setUrl} label={t('resources.uploadLabel')} testId="sample-upload" />
  );
}

function EditorSample() {
  const { t } = useTranslation('pkg');
  const [html, setHtml] = useState(() => t('resources.editorSample'));
  return (
    <Flex vertical gap={8}>
      <Suspense fallback={<Skeleton active paragraph={{ rows: 3 }} />}>
        <RichTextEditor
          value={html}
          onChange={setHtml}
          label={t('resources.editorLabel')}
          testId="sample-editor"
        />
      </Suspense>
      <Typography.Text type="secondary">{t('pay.preview')}</Typography.Text>
      <RichTextPreview html={html} testId="sample-editor-preview" />
    </Flex>
  );
}

function ListSample() {
  const { t } = useTranslation('pkg');
  return (
    <ListPage<SiteProject>
      area="pkg"
      name="sampleProjects"
      table="sampleProjectTable"
      title={t('projects.title')}
      query={pkgQueries.projects}
      rowKey="id"
      sort={{ field: 'createdAt' }}
      filters={[textFilter({ name: 'keyword', label: t('projects.titleField'), maxLength: 200 })]}
      columns={[
        { key: 'title', title: t('projects.titleField'), dataIndex: 'title', sortable: true },
        {
          key: 'createdAt',
          title: t('projects.createdAt'),
          sortable: true,
          render: (_, project) => formatDateTime(project.createdAt),
        },
      ]}
      empty={{ filtered: t('projects.empty'), all: t('projects.emptyAll') }}
    />
  );
}

function FormSample() {
  const { t } = useTranslation('pkg');
  const [form] = Form.useForm<SampleFormBody>();
  const [accepted, setAccepted] = useState(false);
  const check = useApiMutation((body: SampleFormBody) => resourcesApi.checkSampleForm(body), {
    form,
    fields: ['name', 'email', 'count'],
    onSuccess: () => setAccepted(true),
  });
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ name: '', email: '', count: 1 }}
      onValuesChange={() => setAccepted(false)}
      onFinish={(values) => void check.mutate(values)}
      data-testid="sample-form"
    >
      <Form.Item name="name" label={t('resources.name')}>
        <Input />
      </Form.Item>
      <Form.Item name="email" label={t('resources.email')}>
        <Input type="email" />
      </Form.Item>
      <Form.Item name="count" label={t('resources.count')}>
        <InputNumber />
      </Form.Item>
      {check.error ? <Alert type="error" showIcon title={check.error} style={{ marginBottom: 16 }} /> : null}
      {accepted ? (
        <Alert type="success" showIcon title={t('resources.checked')} style={{ marginBottom: 16 }} />
      ) : null}
      <Button type="primary" htmlType="submit" loading={check.isPending} data-testid="sample-form-check">
        {t('resources.check')}
      </Button>
    </Form>
  );
}

/** Resources / Components: the kit's components live, each beside the code that draws it. */
export default function ComponentsPage() {
  const { t } = useTranslation('pkg');
  return (
    <Flex vertical gap={16} data-testid="resources-components-page">
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('resources.componentsTitle')}
      </Typography.Title>
      <ResourcesGate>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('resources.componentsIntro')}
        </Typography.Paragraph>
        <Sample title={t('resources.uploadTitle')} intro={t('resources.uploadIntro')} code={SNIPPETS.upload}>
          <UploadSample />
        </Sample>
        <Sample title={t('resources.editorTitle')} intro={t('resources.editorIntro')} code={SNIPPETS.editor}>
          <EditorSample />
        </Sample>
        <Sample
          title={t('resources.formTitle')}
          intro={
            <>
              {t('resources.formIntro')} <code>{SAMPLE_TAKEN_NAMES.join(', ')}</code>
            </>
          }
          code={SNIPPETS.form}
        >
          <FormSample />
        </Sample>
        <Sample title={t('resources.listTitle')} intro={t('resources.listIntro')} code={SNIPPETS.list}>
          <ListSample />
        </Sample>
      </ResourcesGate>
    </Flex>
  );
}
