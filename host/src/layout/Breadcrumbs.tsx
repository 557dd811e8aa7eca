import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from '@console/shared';
import type { PageInfo } from '../router/pages';

const OVERRIDE_STYLE = {
  display: 'inline-block',
  maxWidth: '24em',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  verticalAlign: 'bottom',
} as const;

/**
 * Home / area / page, titled in the current language; the `title` query overrides the last step. On the home page
 * itself the trail starts at that page: a Home step before it would name the same page twice (in zh the
 * dashboard is titled 首页, "home", which read "首页 / 首页").
 */
export function Breadcrumbs({ page, override, home }: { page?: PageInfo; override?: string; home: string }) {
  const { t } = useTranslation('host');
  const steps = page?.trail ?? [];
  const atHome = steps[0]?.path === home;
  return (
    <Breadcrumb
      data-testid="breadcrumb"
      items={[
        ...(atHome ? [] : [{ key: 'home', title: <Link to={home}>{t('layout.home')}</Link> }]),
        ...steps.map((step, index) => ({
          key: step.path,
          title:
            index === steps.length - 1 && override ? (
              // A title from the address (a project's, up to 200 characters) is cut, all of it on pointing.
              <span title={override} style={OVERRIDE_STYLE}>
                {override}
              </span>
            ) : (
              t(step.titleKey, { ns: step.ns })
            ),
        })),
      ]}
    />
  );
}
