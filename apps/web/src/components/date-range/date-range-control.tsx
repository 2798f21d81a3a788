import type { DashboardPeriod } from '@app/contracts';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import { presetOf, presetPeriod, RANGE_PRESETS, type RangePreset } from '@/lib/date-range';
import type { IntlFormat } from '@/lib/intl-format';
import { DateField } from '../date-field/date-field';

type Props = {
  /** The period the dashboard shows (the server's answer, so defaults are spelled out). */
  value?: DashboardPeriod;
  onChange: (range: DashboardPeriod) => void;
  format: IntlFormat;
};

/**
 * The period of every dashboard: the last 7, 30 or 90 days, this year, or any two dates. The caller
 * keeps it in the URL (`from`, `to`), so a reload or a shared link shows the same period.
 */
export function DateRangeControl({ value, onChange, format }: Props) {
  const { t } = useTranslation();
  const today = new Date().toISOString().slice(0, 10);
  const preset = presetOf(value);
  const set = (patch: Partial<DashboardPeriod>) => {
    if (!value) return;
    const next = { ...value, ...patch };
    if (next.from && next.to) onChange(next.from > next.to ? { from: next.to, to: next.from } : next);
  };
  const label = (p: RangePreset) =>
    p === 'year' ? t('dateRange.thisYear') : t('dateRange.lastDays', { value: format.number(Number(p)) });
  return (
    <Stack
      direction="row"
      sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}
      role="group"
      aria-label={t('dateRange.label')}
    >
      <ToggleButtonGroup
        size="small"
        exclusive
        value={preset ?? null}
        onChange={(_, p: RangePreset | null) => p && onChange(presetPeriod(p))}
        aria-label={t('dateRange.presets')}
      >
        {RANGE_PRESETS.map((p) => {
          const short =
            p === 'year' ? t('dateRange.year') : t('dateRange.days', { value: format.number(Number(p)) });
          // The name starts with the visible text (WCAG 2.5.3, label in name), then says it in full.
          return (
            <ToggleButton key={p} value={p} aria-label={`${short}, ${label(p)}`}>
              {short}
            </ToggleButton>
          );
        })}
      </ToggleButtonGroup>
      {/* Side by side, each up to 180 px; on a phone they share the width, and wrap when it is too narrow. */}
      <Stack
        direction="row"
        sx={{ gap: 1.5, flexWrap: 'wrap', flex: '1 1 auto', minWidth: 0, maxWidth: 372 }}
      >
        <DateField
          label={t('dateRange.from')}
          value={value?.from}
          onChange={(from) => set({ from })}
          max={today}
          fullWidth={false}
          sx={{ flex: '1 1 150px', maxWidth: 180 }}
        />
        <DateField
          label={t('dateRange.to')}
          value={value?.to}
          onChange={(to) => set({ to })}
          fullWidth={false}
          sx={{ flex: '1 1 150px', maxWidth: 180 }}
        />
      </Stack>
    </Stack>
  );
}
