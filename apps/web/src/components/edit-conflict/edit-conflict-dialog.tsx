import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConflictRow } from './edit-conflict-diff';

type Props = {
  rows: ConflictRow[];
  pending: boolean;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
  /** Escape or the close button: the form stays as it is, and saving asks again. */
  onClose: () => void;
};

/** What changed since the form loaded, field by field, with the two ways out (docs/edit-conflicts.md). */
export function EditConflictDialog({ rows, pending, onKeepMine, onTakeTheirs, onClose }: Props) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open
      onClose={pending ? undefined : onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      <DialogTitle id={titleId} component="h2">
        {t('editConflict.title')}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} sx={{ mb: 2 }}>
          {t('editConflict.text')}
        </DialogContentText>
        <Table size="small" aria-label={t('editConflict.tableLabel')}>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {t('editConflict.field')}
              </TableCell>
              <TableCell component="th" scope="col">
                {t('editConflict.mine')}
              </TableCell>
              <TableCell component="th" scope="col">
                {t('editConflict.theirs')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.name}>
                <TableCell component="th" scope="row" sx={{ fontWeight: 500 }}>
                  {row.label}
                  {!row.changedByYou && (
                    <Typography
                      variant="body2"
                      color="text.secondary"
                      component="span"
                      sx={{ display: 'block' }}
                    >
                      {t('editConflict.onlyTheirs')}
                    </Typography>
                  )}
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.mine}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere', color: 'warning.main' }}>{row.theirs}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3, gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" color="secondary" onClick={onTakeTheirs} disabled={pending}>
          {t('editConflict.takeTheirs')}
        </Button>
        <Button variant="contained" onClick={onKeepMine} disabled={pending} autoFocus>
          {pending ? t('editConflict.saving') : t('editConflict.keepMine')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
