import { useAccess } from '@console/shared';
import { Alert, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The perm of the Resources pages; the server refuses their calls without it. */
export const RESOURCES_PERM = 'resources:view';

/**
 * A Resources page opened by its address without the perm says why it shows nothing: the menu hides the entry, the
 * server refuses the page's calls (403), and this keeps the page from offering what would be refused.
 */
export function ResourcesGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('pkg');
  const { hasPerm } = useAccess();
  if (!hasPerm(RESOURCES_PERM))
    return <Alert type="warning" showIcon title={t('resources.refused')} data-testid="resources-refused" />;
  return children;
}

/** A snippet of code as a page builder copies it (code is not translated). */
export function Snippet({ code, label }: { code: string; label: string }) {
  const { token } = theme.useToken();
  return (
    // Focusable: a snippet wider than the screen scrolls from the keyboard too.
    <pre
      aria-label={label}
      tabIndex={0}
      style={{
        margin: 0,
        padding: 12,
        overflowX: 'auto',
        fontSize: 12,
        borderRadius: token.borderRadius,
        background: token.colorFillTertiary,
        color: token.colorText,
      }}
    >
      <code>{code}</code>
    </pre>
  );
}
