import type { ReviewStatus } from '@app/contracts';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

export function ReviewStatusChip({ status }: { status: ReviewStatus }) {
  const { t } = useTranslation('review');
  return (
    <Chip
      size="small"
      variant="outlined"
      color={status === 'Published' ? 'success' : 'warning'}
      label={t(`statuses.${status}`)}
    />
  );
}
