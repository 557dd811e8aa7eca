import { StatusTag } from '@console/shared/list';
import { useTranslation } from 'react-i18next';

const COLORS = { normal: 'green', closed: 'default' } as const;

/** A project's status as a tag (the stored value in data-status). */
export function ProjectStatusTag({ status }: { status: 'normal' | 'closed' }) {
  const { t } = useTranslation('pkg');
  return <StatusTag status={status} color={COLORS[status]} label={t(`status.${status}`)} />;
}
