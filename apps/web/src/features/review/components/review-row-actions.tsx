import type { Review } from '@app/contracts';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { IconEye, IconEyeOff, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export type ReviewRowActionProps = {
  review: Review;
  canUpdate: boolean;
  canDelete: boolean;
  onToggle: (review: Review) => void;
  onDelete: (review: Review) => void;
};

/** Publish or unpublish at once (it can be undone); delete asks first. */
export function ReviewRowActions({ review, canUpdate, canDelete, onToggle, onDelete }: ReviewRowActionProps) {
  const { t } = useTranslation('review');
  const published = review.status === 'Published';
  const toggleLabel = published ? t('actions.unpublish') : t('actions.publish');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center' }}>
      {canUpdate && (
        <Tooltip title={toggleLabel}>
          <IconButton
            size="small"
            color={published ? 'default' : 'success'}
            aria-label={t(published ? 'actions.unpublishNamed' : 'actions.publishNamed', {
              name: review.reviewer,
            })}
            onClick={() => onToggle(review)}
          >
            {published ? <IconEyeOff size={20} /> : <IconEye size={20} />}
          </IconButton>
        </Tooltip>
      )}
      {canDelete && (
        <Tooltip title={t('actions.delete')}>
          <IconButton
            size="small"
            aria-label={t('actions.deleteNamed', { name: review.reviewer })}
            onClick={() => onDelete(review)}
          >
            <IconTrash size={20} />
          </IconButton>
        </Tooltip>
      )}
    </Box>
  );
}
