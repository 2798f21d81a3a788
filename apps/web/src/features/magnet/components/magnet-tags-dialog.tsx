import { MAGNET_MAX_TAGS, type MagnetLink } from '@app/contracts/magnet';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConflictAwareSave } from '@/components/edit-conflict/use-conflict-aware-save';
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
  const [error, setError] = useState<string | null>(null);
  const save = useSaveMagnetTags();
  const checked = checkTags(tags);
  const fail = (e: unknown) => setError(e instanceof Error ? e.message : String(e));
  // Sends the version the dialog opened on; tags saved by someone else meanwhile are compared.
  const conflict = useConflictAwareSave<{ tags: string[] }, MagnetLink>({
    loaded: { version: magnet.version, values: { tags: magnet.tags } },
    fields: [{ name: 'tags', label: t('add.tags'), format: (v) => (v as string[]).join(', ') }],
    fromDetail: (detail) => ({ version: detail.version, values: { tags: detail.tags } }),
    save: (values, version) => save.mutateAsync({ id: magnet.id, tags: values.tags, version }),
    onSaved,
    onTakeTheirs: (values) => setTags(values.tags),
    onError: fail,
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!('tags' in checked)) return;
    setError(null);
    try {
      await conflict.submit({ tags: checked.tags });
    } catch (e) {
      fail(e);
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
          {error && <Alert severity="error">{error}</Alert>}
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
      {conflict.dialog}
    </Dialog>
  );
}
