import { useApiQuery, type QueryDefinition } from '@console/shared/data';
import { Alert, Button, Drawer, Grid, Skeleton, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { useListTexts } from './texts';

export interface DetailDrawerProps<D> {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** The row's actions, in the drawer's header. */
  extra?: ReactNode;
  /** Width on wide screens (from `md`); a phone gets the whole width. */
  width?: number;
  testId: string;
  /**
   * The row's detail (null while closed). Make the row's status part of its key, so an action on the row reads the
   * detail again.
   */
  query: QueryDefinition<D> | null;
  /** What shows at once, from the row, and then from the detail once it is read. */
  children: ReactNode | ((detail: D | undefined) => ReactNode);
  /** The part that only the detail has (the history): its heading, its content, and what a failure says. */
  loaded: { title: string; error: string; render: (detail: D) => ReactNode };
}

/**
 * A row's detail in a side drawer: the row's fields at once, then the part the server's detail adds, with its
 * own loading (a skeleton), error (an alert with Retry) and ready states. Orders and bookings share it.
 */
export function DetailDrawer<D>(props: DetailDrawerProps<D>) {
  const { t } = useListTexts();
  const wide = Grid.useBreakpoint().md === true;
  const detail = useApiQuery(props.query);
  const { loaded } = props;
  const { token } = theme.useToken();
  return (
    <Drawer
      open={props.open}
      onClose={props.onClose}
      size={wide ? (props.width ?? 640) : '100%'}
      title={props.title}
      extra={props.extra}
      data-testid={props.testId}
      destroyOnHidden
      // The detail scrolls in a named region that takes the focus, so a keyboard can scroll it even when it holds
      // no control (the drawer's own body cannot be given a tab stop).
      styles={{ body: { padding: 0, display: 'flex', flexDirection: 'column', overflow: 'hidden' } }}
    >
      <div
        role="region"
        aria-label={typeof props.title === 'string' ? props.title : undefined}
        tabIndex={0}
        style={{ flex: '1 1 auto', overflow: 'auto', padding: token.paddingLG }}
      >
        {typeof props.children === 'function' ? props.children(detail.data) : props.children}
        <Typography.Title level={5} style={{ marginTop: 24 }}>
          {loaded.title}
        </Typography.Title>
        {detail.data ? (
          loaded.render(detail.data)
        ) : detail.error && !detail.isFetching ? (
          <Alert
            type="error"
            showIcon
            title={loaded.error}
            action={
              <Button onClick={() => void detail.refetch().catch(() => undefined)}>{t('retry')}</Button>
            }
          />
        ) : (
          <Skeleton active paragraph={{ rows: 3 }} />
        )}
      </div>
    </Drawer>
  );
}
