import { EMAIL_UNDO_SECONDS } from '@app/contracts';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useTranslation } from 'react-i18next';

export type SentNotice = { id: number; undoUntil: string | null; key: number };

type Props = {
  notice: SentNotice | null;
  undoing: boolean;
  onUndo: (id: number) => void;
  onClose: () => void;
};

/** "Message sent — Undo" while the message waits in the outbox. */
export function EmailUndoSnackbar({ notice, undoing, onUndo, onClose }: Props) {
  const { t } = useTranslation('email');
  const left = notice?.undoUntil
    ? Math.max(0, new Date(notice.undoUntil).getTime() - Date.now())
    : EMAIL_UNDO_SECONDS * 1000;
  return (
    <Snackbar
      key={notice?.key}
      open={notice !== null}
      autoHideDuration={notice?.undoUntil ? Math.max(1500, left) : 4000}
      onClose={(_, reason) => reason !== 'clickaway' && onClose()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      message={undoing ? t('undo.undoing') : t('undo.sent')}
      action={
        notice?.undoUntil && left > 0 ? (
          <Button color="primary" size="small" disabled={undoing} onClick={() => notice && onUndo(notice.id)}>
            {t('undo.undo')}
          </Button>
        ) : undefined
      }
    />
  );
}
