import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { IconDeviceFloppy, IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '@/components/copy-button';
import { RouterButton } from '@/components/router-links';
import { KitPage } from '../../components/kit-page';
import { Specimen } from '../../components/specimen';

const row = { direction: 'row', sx: { flexWrap: 'wrap', gap: 1.5, alignItems: 'center' } } as const;

/** The app's buttons: the theme's flat, rounded MUI Button, its router link and icon buttons. */
export function ButtonPage() {
  const { t } = useTranslation('ui-kit');
  const k = (key: string) => t(`components.button.${key}`);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(0);
  const [removed, setRemoved] = useState(false);
  useEffect(() => {
    if (!saving) return;
    const timer = setTimeout(() => {
      setSaving(false);
      setSaved((n) => n + 1);
    }, 1200);
    return () => clearTimeout(timer);
  }, [saving]);
  return (
    <KitPage section="components" name="button">
      <Specimen
        title={k('kinds.title')}
        description={k('kinds.description')}
        importLine="import Button from '@mui/material/Button';"
        props={[
          { name: 'variant', type: "'contained' | 'outlined' | 'text'", description: k('props.variant') },
          { name: 'color', type: "'primary' | 'secondary' | 'error' | …", description: k('props.color') },
          { name: 'startIcon', type: 'ReactNode', description: k('props.startIcon') },
        ]}
      >
        <Stack {...row}>
          <Button variant="contained" startIcon={<IconPlus size={18} aria-hidden />}>
            {k('kinds.add')}
          </Button>
          <Button variant="outlined" color="secondary">
            {k('kinds.cancel')}
          </Button>
          <Button variant="text">{k('kinds.discard')}</Button>
          <Button
            variant="outlined"
            color="error"
            startIcon={<IconTrash size={18} aria-hidden />}
            onClick={() => setRemoved((r) => !r)}
            aria-pressed={removed}
          >
            {removed ? k('kinds.undo') : k('kinds.delete')}
          </Button>
          <Button variant="contained" disabled>
            {k('kinds.disabled')}
          </Button>
        </Stack>
      </Specimen>
      <Specimen
        title={k('loading.title')}
        description={k('loading.description')}
        importLine="import Button from '@mui/material/Button';"
        props={[
          { name: 'loading', type: 'boolean', description: k('props.loading') },
          {
            name: 'loadingPosition',
            type: "'start' | 'center' | 'end'",
            description: k('props.loadingPosition'),
          },
        ]}
      >
        <Stack {...row}>
          <Button
            variant="contained"
            loading={saving}
            loadingPosition="start"
            startIcon={<IconDeviceFloppy size={18} aria-hidden />}
            onClick={() => setSaving(true)}
          >
            {saving ? k('loading.saving') : k('loading.save')}
          </Button>
          <Typography role="status" variant="body2" color="text.secondary">
            {saved > 0 ? t('components.button.loading.saved', { count: saved }) : ''}
          </Typography>
        </Stack>
      </Specimen>
      <Specimen
        title={k('links.title')}
        description={k('links.description')}
        importLine="import { RouterButton } from '@/components/router-links';"
        props={[
          { name: 'to', type: 'string (a route)', description: k('props.to') },
          { name: 'aria-label', type: 'string', description: k('props.ariaLabel') },
          { name: 'text', type: 'string | (() => string)', description: k('props.text') },
        ]}
      >
        <Stack {...row}>
          <RouterButton to="/components" variant="outlined">
            {k('links.all')}
          </RouterButton>
          <Tooltip title={k('links.remove')}>
            <IconButton aria-label={k('links.remove')} color="error" onClick={() => setRemoved(true)}>
              <IconTrash size={20} aria-hidden />
            </IconButton>
          </Tooltip>
          <CopyButton text="import Button from '@mui/material/Button';" label={k('links.copy')} />
        </Stack>
      </Specimen>
    </KitPage>
  );
}
