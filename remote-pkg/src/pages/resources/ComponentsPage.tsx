import { SAMPLE_TAKEN_NAMES } from '@console/api-contract/values';
import { Card, Col, Flex, Row, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourcesGate, Snippet } from './ResourcesGate';
import EditorSample from './samples/EditorSample';
import editorCode from './samples/EditorSample.tsx?raw';
import FormSample from './samples/FormSample';
import formCode from './samples/FormSample.tsx?raw';
import ListSample from './samples/ListSample';
import listCode from './samples/ListSample.tsx?raw';
import UploadSample from './samples/UploadSample';
import uploadCode from './samples/UploadSample.tsx?raw';

// What a page builder copies is the sample's own source file, so the code shown is the code that draws it.

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
        <Sample title={t('resources.uploadTitle')} intro={t('resources.uploadIntro')} code={uploadCode}>
          <UploadSample />
        </Sample>
        <Sample title={t('resources.editorTitle')} intro={t('resources.editorIntro')} code={editorCode}>
          <EditorSample />
        </Sample>
        <Sample
          title={t('resources.formTitle')}
          intro={
            <>
              {t('resources.formIntro')} <code>{SAMPLE_TAKEN_NAMES.join(', ')}</code>
            </>
          }
          code={formCode}
        >
          <FormSample />
        </Sample>
        <Sample title={t('resources.listTitle')} intro={t('resources.listIntro')} code={listCode}>
          <ListSample />
        </Sample>
      </ResourcesGate>
    </Flex>
  );
}
