import type { RecurrenceScope } from '@app/contracts/calendar';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  open: boolean;
  /** 'edit' for a change or a drag, 'delete' for a removal. */
  kind: 'edit' | 'delete';
  pending?: boolean;
  onChoose: (scope: RecurrenceScope) => void;
  onClose: () => void;
};

/** Asks which occurrences of a recurring event a change or a delete applies to. */
export function ScopeDialog({ open, kind, pending = false, onChoose, onClose }: Props) {
  const { t } = useTranslation('calendar');
  const id = useId();
  const [scope, setScope] = useState<RecurrenceScope>('this');
  useEffect(() => {
    if (open) setScope('this');
  }, [open]);
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      aria-labelledby={`${id}-title`}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={`${id}-title`} sx={{ fontSize: '1.125rem' }}>
        {t(kind === 'edit' ? 'scope.editTitle' : 'scope.deleteTitle')}
      </DialogTitle>
      <DialogContent>
        <RadioGroup
          value={scope}
          onChange={(e) => setScope(e.target.value as RecurrenceScope)}
          aria-labelledby={`${id}-title`}
        >
          <FormControlLabel value="this" control={<Radio />} label={t('scope.this')} />
          <FormControlLabel value="following" control={<Radio />} label={t('scope.following')} />
          <FormControlLabel value="all" control={<Radio />} label={t('scope.all')} />
        </RadioGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending} color="secondary">
          {t('actions.cancel')}
        </Button>
        <Button
          variant="contained"
          color={kind === 'delete' ? 'error' : 'primary'}
          disabled={pending}
          onClick={() => onChoose(scope)}
        >
          {t(kind === 'edit' ? 'actions.save' : 'actions.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
