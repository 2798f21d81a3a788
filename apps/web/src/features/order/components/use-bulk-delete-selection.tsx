import Button from '@mui/material/Button';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useBulkDeleteOrders } from '../api/bulk-delete-orders';

/**
 * The rows ticked on the current page, a "Delete selected" button and its confirmation. The selection
 * belongs to one page and one filter: `scope` changing (another page, filter or sort) clears it.
 */
export function useBulkDeleteSelection(scope: string, notify: (message: string) => void) {
  const { t } = useTranslation('order');
  const [selection, setSelection] = useState<{ scope: string; ids: number[] }>({ scope, ids: [] });
  const [asking, setAsking] = useState(false);
  const remove = useBulkDeleteOrders();
  const ids = selection.scope === scope ? selection.ids : [];

  const close = () => {
    setAsking(false);
    remove.reset();
  };
  const confirm = async () => {
    try {
      const { deleted } = await remove.mutateAsync(ids);
      setSelection({ scope, ids: [] });
      close();
      notify(t('toast.bulkDeleted', { count: deleted }));
    } catch {
      // The dialog stays open with the error.
    }
  };

  const button =
    ids.length > 0 ? (
      <Button
        variant="outlined"
        color="error"
        startIcon={<IconTrash size={18} />}
        onClick={() => setAsking(true)}
        sx={{ flexGrow: { xs: 1, sm: 0 } }}
      >
        {t('list.deleteSelected', { count: ids.length })}
      </Button>
    ) : null;
  const dialog = (
    <ConfirmDialog
      open={asking}
      title={t('confirm.bulkTitle', { count: ids.length })}
      description={t('confirm.bulkText', { count: ids.length })}
      confirmLabel={t('actions.delete')}
      color="error"
      pending={remove.isPending}
      error={remove.error?.message}
      onConfirm={confirm}
      onClose={close}
    />
  );
  const tableSelection = {
    ids,
    onChange: (next: (string | number)[]) => setSelection({ scope, ids: next.map(Number) }),
  };
  return { button, dialog, tableSelection };
}
