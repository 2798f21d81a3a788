import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { CardSkeleton } from '@/components/card-skeleton';
import { useIntlFormat } from '@/lib/intl-format';
import { KitPage } from '../../components/kit-page';
import { Specimen } from '../../components/specimen';
import { useKitText } from '../../components/use-kit-text';

/** Progress as the app shows it: a known share, a wait of unknown length, a card's skeleton. */
export function ProgressPage() {
  const k = useKitText('components', 'progress');
  const format = useIntlFormat();
  const [value, setValue] = useState<number | null>(null);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    if (value === null || value >= 100) return;
    const timer = setTimeout(() => setValue((v) => Math.min((v ?? 0) + 10, 100)), 250);
    return () => clearTimeout(timer);
  }, [value]);
  return (
    <KitPage section="components" name="progress">
      <Specimen
        title={k('known.title')}
        description={k('known.description')}
        importLine="import LinearProgress from '@mui/material/LinearProgress';"
        props={[
          { name: 'variant', type: "'determinate' | 'indeterminate'", description: k('props.variant') },
          { name: 'value', type: 'number (0–100)', description: k('props.value') },
          { name: 'aria-label', type: 'string', description: k('props.ariaLabel') },
        ]}
      >
        <Stack spacing={2}>
          <Box>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {value === null ? k('known.idle') : value < 100 ? k('known.running') : k('known.done')}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={value ?? 0}
              aria-label={k('known.label')}
              sx={{ height: 8, borderRadius: 4 }}
            />
          </Box>
          <Stack direction="row" sx={{ gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <Button variant="contained" onClick={() => setValue(0)} disabled={value !== null && value < 100}>
              {k('known.start')}
            </Button>
            <Typography>{format.percent((value ?? 0) / 100)}</Typography>
          </Stack>
        </Stack>
      </Specimen>
      <Specimen
        title={k('unknown.title')}
        description={k('unknown.description')}
        importLine="import CircularProgress from '@mui/material/CircularProgress';"
        props={[
          { name: 'size', type: 'number', description: k('props.size') },
          { name: 'color', type: "'primary' | 'inherit' | …", description: k('props.color') },
        ]}
      >
        <Stack spacing={3}>
          <LinearProgress aria-label={k('unknown.bar')} />
          <Stack direction="row" sx={{ gap: 3, alignItems: 'center' }}>
            <CircularProgress aria-label={k('unknown.spinner')} />
            <CircularProgress size={24} color="secondary" aria-label={k('unknown.spinner')} />
          </Stack>
        </Stack>
      </Specimen>
      <Specimen
        title={k('skeleton.title')}
        description={k('skeleton.description')}
        importLine="import { CardSkeleton } from '@/components/card-skeleton';"
        props={[{ name: 'height', type: 'number', description: k('props.height') }]}
      >
        <Stack spacing={2}>
          <FormControlLabel
            control={<Switch checked={loading} onChange={(e) => setLoading(e.target.checked)} />}
            label={k('skeleton.toggle')}
          />
          {loading ? (
            <CardSkeleton height={80} />
          ) : (
            <Box sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
              <Typography variant="h6" component="p">
                {k('skeleton.card')}
              </Typography>
              <Typography color="text.secondary">{k('skeleton.text')}</Typography>
            </Box>
          )}
        </Stack>
      </Specimen>
    </KitPage>
  );
}
