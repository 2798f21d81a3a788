import { MAGNET_MAX_TAGS, type MagnetLink } from '@app/contracts/magnet';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveMagnetTags } from '../api/save-magnet-tags';
import { checkTags } from '../magnet-tags';
import { magnetTitle } from './magnet-columns';
import { MagnetTagsField } from './magnet-tags-field';

type Props = { magnet: MagnetLink; onClose: () => void; onSaved: (magnet: MagnetLink) => void };

/** Replaces a link's tags (at most MAGNET_MAX_TAGS). */
export function MagnetTagsDialog({ magnet, onClose, onSaved }: Props) {
  const { t } = useTranslation('magnet');
  const titleId = useId();
  const [tags, setTags] = useState(magnet.tags);
  const save = useSaveMagnetTags();
  const checked = checkTags(tags);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!('tags' in checked)) return;
    try {
      onSaved(await save.mutateAsync({ id: magnet.id, tags: checked.tags }));
    } catch {
      // Shown below the field.
    }
  };
  return (
    <Dialog
      open
      onClose={save.isPending ? undefined : onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby={titleId}
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{t('tagsDialog.title', { name: magnetTitle(magnet) })}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <MagnetTagsField value={tags} onChange={setTags} disabled={save.isPending} autoFocus />
          {save.error && <Alert severity="error">{save.error.message}</Alert>}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 3 }}>
          <Button onClick={onClose} disabled={save.isPending} color="secondary" variant="outlined">
            {t('tagsDialog.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={save.isPending || !('tags' in checked) || tags.length > MAGNET_MAX_TAGS}
          >
            {save.isPending ? t('tagsDialog.saving') : t('tagsDialog.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
