import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import type { IntlFormat } from '@/lib/intl-format';

const PRESETS = [7, 30, 90, 365] as const;
const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

type Range = { from: string; to: string };
type Props = {
  /** The period the dashboard shows (the server's answer, so defaults are spelled out). */
  value?: Range;
  onChange: (range: Range) => void;
  format: IntlFormat;
};

/** The period of a dashboard: the last 7, 30, 90 or 365 days, or any two dates; kept in the URL by the caller. */
export function DateRangeControl({ value, onChange, format }: Props) {
  const { t } = useTranslation('logistics');
  const today = isoDay(Date.now());
  const preset =
    value && value.to === today
      ? PRESETS.find((n) => isoDay(Date.now() - (n - 1) * DAY) === value.from)
      : undefined;
  const set = (patch: Partial<Range>) => {
    if (!value) return;
    const next = { ...value, ...patch };
    if (next.from && next.to) onChange(next.from > next.to ? { from: next.to, to: next.from } : next);
  };
  return (
    <Stack
      direction="row"
      sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}
      role="group"
      aria-label={t('range.label')}
    >
      <ToggleButtonGroup
        size="small"
        exclusive
        value={preset ?? null}
        onChange={(_, n: number | null) =>
          n && onChange({ from: isoDay(Date.now() - (n - 1) * DAY), to: today })
        }
        aria-label={t('range.presets')}
      >
        {PRESETS.map((n) => (
          <ToggleButton key={n} value={n} aria-label={t('range.lastDays', { value: format.number(n) })}>
            {t('range.days', { value: format.number(n) })}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <TextField
        type="date"
        size="small"
        label={t('range.from')}
        value={value?.from ?? ''}
        onChange={(e) => set({ from: e.target.value })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
        sx={{ width: 160 }}
      />
      <TextField
        type="date"
        size="small"
        label={t('range.to')}
        value={value?.to ?? ''}
        onChange={(e) => set({ to: e.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ width: 160 }}
      />
    </Stack>
  );
}
