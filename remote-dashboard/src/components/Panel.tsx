import { theme } from 'antd';
import type { HTMLAttributes, ReactNode, Ref } from 'react';

/**
 * The dashboard's cards and text, drawn from antd's theme tokens instead of antd's Card and Typography:
 * Card imports Tabs for its tab list and Typography its copy, edit and ellipsis machinery, ~20 KiB gzip on the
 * console's first page for features the dashboard does not use. Same look: the tokens follow the console's theme,
 * dark mode and primary colour live.
 */
export function Panel({
  title,
  extra,
  size = 'default',
  children,
  testId,
}: {
  title?: ReactNode;
  extra?: ReactNode;
  size?: 'default' | 'small';
  children: ReactNode;
  testId?: string;
}) {
  const { token } = theme.useToken();
  const padding = size === 'small' ? token.paddingSM : token.paddingLG;
  return (
    <div
      className="dashboard-panel"
      data-testid={testId}
      style={{
        background: token.colorBgContainer,
        border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        color: token.colorText,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        height: '100%',
        boxSizing: 'border-box',
      }}
    >
      {title !== undefined && (
        <div
          style={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: token.marginSM,
            flexWrap: 'wrap',
            minHeight: size === 'small' ? 38 : 56,
            padding: `0 ${padding}px`,
            borderBottom: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
            color: token.colorTextHeading,
            fontWeight: token.fontWeightStrong,
            fontSize: size === 'small' ? token.fontSize : token.fontSizeLG,
          }}
        >
          <div style={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {title}
          </div>
          {extra !== undefined && (
            <div style={{ fontWeight: 'normal', fontSize: token.fontSize }}>{extra}</div>
          )}
        </div>
      )}
      <div style={{ padding }}>{children}</div>
    </div>
  );
}

/**
 * Secondary text (antd's `Typography.Text type="secondary"`). Passes other props and its ref to the span, so it
 * can be the child of a Tooltip.
 */
export function SecondaryText({
  style,
  ref,
  ...rest
}: HTMLAttributes<HTMLSpanElement> & { ref?: Ref<HTMLSpanElement>; 'data-testid'?: string }) {
  const { token } = theme.useToken();
  return <span ref={ref} {...rest} style={{ color: token.colorTextSecondary, ...style }} />;
}

/** A heading in antd's heading style (`Typography.Title`), levels 4 and 5. */
export function Heading({ level, children }: { level: 4 | 5; children: ReactNode }) {
  const { token } = theme.useToken();
  const Tag = level === 4 ? 'h4' : 'h5';
  return (
    <Tag
      style={{
        margin: `0 0 ${token.marginXS}px`,
        color: token.colorTextHeading,
        fontWeight: token.fontWeightStrong,
        fontSize: level === 4 ? token.fontSizeHeading4 : token.fontSizeHeading5,
        lineHeight: level === 4 ? token.lineHeightHeading4 : token.lineHeightHeading5,
      }}
    >
      {children}
    </Tag>
  );
}
