import { QuestionCircleOutlined } from '@ant-design/icons';
import { useNavigate } from '@console/shared';
import { Button, Tooltip } from 'antd';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { helpForRoute } from '../remotes/help';
import { areasAtom } from '../remotes/areas';
import type { PageInfo } from '../router/pages';

/** The header's help button: shown on a page whose area ships help for it, it opens that help page in Docs. */
export function HelpButton({ page, inverted }: { page: PageInfo | undefined; inverted: boolean }) {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const areas = useAtomValue(areasAtom);
  const target = page && helpForRoute(areas, page.area, page.path);
  if (!target) return null;
  return (
    <Tooltip title={t('docs.helpButton')}>
      <Button
        type="text"
        style={inverted ? { color: 'rgba(255, 255, 255, 0.85)' } : undefined}
        icon={<QuestionCircleOutlined />}
        aria-label={t('docs.helpButton')}
        onClick={() => navigate(target)}
        data-testid="help-button"
      />
    </Tooltip>
  );
}
