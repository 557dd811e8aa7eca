import { useApiQuery } from '@console/shared/data';
import { useDebounced } from '@console/shared/list';
import { Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { pkgQueries } from '../../api';
import { RICH_TEXT_CLASS, RichTextStyle } from './rich-text-style';

/** Rich text as the server will store it (cleaned), asked for a moment after typing stops. */
function useCleaned(html: string): string | null {
  const preview = useApiQuery(pkgQueries.payPreview(useDebounced(html, 300)), { keepPreviousData: true });
  return preview.data?.html ?? null;
}

export function RichTextPreview({ html, testId }: { html: string; testId: string }) {
  const { t } = useTranslation('pkg');
  const { token } = theme.useToken();
  const cleaned = useCleaned(html);
  return (
    <div
      style={{
        border: `1px dashed ${token.colorBorder}`,
        borderRadius: token.borderRadius,
        padding: '4px 12px',
        minHeight: 60,
      }}
      aria-live="polite"
    >
      <RichTextStyle />
      {cleaned ? (
        // The server's cleaned HTML (an allow-list of tags, links http/https/mailto only): what the buyer sees.
        <div className={RICH_TEXT_CLASS} data-testid={testId} dangerouslySetInnerHTML={{ __html: cleaned }} />
      ) : (
        <Typography.Text type="secondary" data-testid={testId}>
          {t('pay.previewEmpty')}
        </Typography.Text>
      )}
    </div>
  );
}
