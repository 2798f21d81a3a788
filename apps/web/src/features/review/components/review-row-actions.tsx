import type { Review } from '@app/contracts';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RowActionButton, RowActions, RowDeleteButton } from '@/components/data-table/row-actions';

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
    <RowActions>
      {canUpdate && (
        <RowActionButton
          title={toggleLabel}
          label={t(published ? 'actions.unpublishNamed' : 'actions.publishNamed', {
            name: review.reviewer,
          })}
          icon={published ? IconEyeOff : IconEye}
          color={published ? 'default' : 'success'}
          onClick={() => onToggle(review)}
        />
      )}
      {canDelete && (
        <RowDeleteButton ns="review" named={{ name: review.reviewer }} onClick={() => onDelete(review)} />
      )}
    </RowActions>
  );
}
