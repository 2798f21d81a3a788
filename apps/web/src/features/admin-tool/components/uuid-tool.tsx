import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '@/components/copy-button';
import { SectionCard } from '@/components/section-card';
import { monospace } from './tool-output';

const COUNTS = [1, 5, 10, 25] as const;
const generate = (count: number) => Array.from({ length: count }, () => crypto.randomUUID());

/** Random v4 UUIDs from crypto.randomUUID, one to 25 at a time. */
export function UuidTool() {
  const { t } = useTranslation('admin-tool');
  const [count, setCount] = useState<number>(5);
  const [upper, setUpper] = useState(false);
  const [uuids, setUuids] = useState(() => generate(5));
  const shown = upper ? uuids.map((u) => u.toUpperCase()) : uuids;
  return (
    <SectionCard title={t('uuid.title')}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label={t('uuid.count')}
          value={count}
          onChange={(event) => {
            const next = Number(event.target.value);
            setCount(next);
            setUuids(generate(next));
          }}
          sx={{ minWidth: 120 }}
        >
          {COUNTS.map((n) => (
            <MenuItem key={n} value={n}>
              {n}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="contained"
          startIcon={<IconRefresh size={18} />}
          onClick={() => setUuids(generate(count))}
        >
          {t('uuid.generate')}
        </Button>
        <FormControlLabel
          control={<Checkbox checked={upper} onChange={(event) => setUpper(event.target.checked)} />}
          label={t('uuid.uppercase')}
        />
        <CopyButton text={() => shown.join('\n')} buttonText={t('uuid.copyAll')} />
      </Box>
      <List dense disablePadding sx={{ bgcolor: 'action.hover', borderRadius: 1 }}>
        {shown.map((uuid) => (
          <ListItem
            key={uuid}
            secondaryAction={<CopyButton text={uuid} label={t('uuid.copyOne', { uuid })} />}
            sx={{ ...monospace, overflowWrap: 'anywhere' }}
          >
            <bdi dir="ltr">{uuid}</bdi>
          </ListItem>
        ))}
      </List>
    </SectionCard>
  );
}
