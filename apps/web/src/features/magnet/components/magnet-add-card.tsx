import { magnetProblemCode, parseMagnet } from '@app/contracts/magnet';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import TextField from '@mui/material/TextField';
import { IconCircleCheck } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { useCreateMagnet } from '../api/create-magnet';
import { checkTags } from '../magnet-tags';
import { MagnetPreview } from './magnet-preview';
import { MagnetTagsField } from './magnet-tags-field';

type Props = { onAdded: (name: string, infoHash: string) => void };

/** Paste a link: the shared parser checks it at each keystroke and shows what it holds; the API has the last word. */
export function MagnetAddCard({ onAdded }: Props) {
  const { t } = useTranslation('magnet');
  const [uri, setUri] = useState('');
  const [tags, setTags] = useState<string[]>([]);
  const create = useCreateMagnet();
  const parsed = uri.trim() === '' ? null : parseMagnet(uri);
  const serverReason = create.error instanceof ApiError ? create.error.errors.uri : undefined;
  const serverCode =
    serverReason === undefined ? undefined : (magnetProblemCode(serverReason) ?? 'duplicate');
  const problem = parsed && !parsed.ok ? magnetProblemCode(parsed.reason) : serverCode;
  const checkedTags = checkTags(tags);
  const otherError = create.error && serverReason === undefined ? create.error.message : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!parsed?.ok || !('tags' in checkedTags)) return;
    try {
      const created = await create.mutateAsync({ uri, tags: checkedTags.tags });
      setUri('');
      setTags([]);
      create.reset();
      onAdded(created.name ?? created.infoHash, created.infoHash);
    } catch {
      // Shown on the field (or above the button) from create.error.
    }
  };

  return (
    <Card sx={{ mb: 3 }}>
      <CardHeader title={t('add.title')} slotProps={{ title: { variant: 'h5', component: 'h2' } }} />
      <CardContent component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2, pt: 0 }}>
        <TextField
          label={t('add.label')}
          placeholder={t('add.placeholder')}
          value={uri}
          onChange={(event) => {
            setUri(event.target.value);
            if (create.error) create.reset();
          }}
          multiline
          minRows={2}
          maxRows={6}
          error={problem !== undefined}
          helperText={problem ? t(`validation.${problem}`) : t('add.hint')}
          slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false, style: { wordBreak: 'break-all' } } }}
        />
        {parsed?.ok && serverReason === undefined && (
          <>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'success.main' }} role="status">
              <IconCircleCheck size={20} aria-hidden />
              {t('add.valid')}
            </Box>
            <MagnetPreview magnet={parsed.magnet} />
          </>
        )}
        <MagnetTagsField value={tags} onChange={setTags} disabled={create.isPending} />
        {otherError && <Alert severity="error">{otherError}</Alert>}
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
          <Button
            type="submit"
            variant="contained"
            disabled={!parsed?.ok || !('tags' in checkedTags) || create.isPending}
          >
            {create.isPending ? t('add.adding') : t('add.submit')}
          </Button>
          {uri !== '' && (
            <Button
              variant="outlined"
              color="secondary"
              onClick={() => {
                setUri('');
                create.reset();
              }}
            >
              {t('add.clear')}
            </Button>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
