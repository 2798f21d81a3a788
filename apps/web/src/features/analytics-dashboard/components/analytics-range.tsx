import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { lastDays } from '../analytics-search';

type Props = {
  start: string;
  end: string;
  onChange: (range: { start?: string; end?: string }) => void;
};

const PRESETS = [7, 30, 90] as const;

/** The dashboard's date range: two dates and quick choices, written to the URL by the parent. */
export function AnalyticsRange({ start, end, onChange }: Props) {
  const { t } = useTranslation('analytics-dashboard');
  const current = PRESETS.find((days) => {
    const r = lastDays(days);
    return r.start === start && r.end === end;
  });
  return (
    <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
      <ButtonGroup size="small" aria-label={t('range.presets')}>
        {PRESETS.map((days) => (
          <Button
            key={days}
            variant={current === days ? 'contained' : 'outlined'}
            aria-pressed={current === days}
            onClick={() => onChange(days === 30 ? { start: undefined, end: undefined } : lastDays(days))}
          >
            {t('range.lastDays', { count: days })}
          </Button>
        ))}
      </ButtonGroup>
      <TextField
        type="date"
        size="small"
        label={t('range.start')}
        value={start}
        onChange={(e) => e.target.value && onChange({ start: e.target.value, end })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: end } }}
      />
      <TextField
        type="date"
        size="small"
        label={t('range.end')}
        value={end}
        onChange={(e) => e.target.value && onChange({ start, end: e.target.value })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: start } }}
      />
    </Stack>
  );
}
