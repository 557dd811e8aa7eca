import { Flex, Skeleton, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextPreview } from '../../payment/RichTextPreview';

// The editor (TipTap) is the Payment page's own chunk: loaded when shown, the same chunk as Payment's.
const RichTextEditor = lazy(() => import('../../payment/RichTextEditor'));

/** The rich-text editor, and beside it what the server keeps of the text once it has cleaned it. */
export default function EditorSample() {
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
