import type { VehicleWarning } from '@app/contracts';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { type Tint, TintedChip } from '@/components/tinted-chip/tinted-chip';
import type { IntlFormat } from '@/lib/intl-format';

const WARNING_TINT: Record<VehicleWarning, Tint> = {
  'No Warnings': 'success',
  'Ecu Not Responding': 'primary',
  'Oil Leakage': 'info',
  'Fuel Problems': 'error',
  'Temperature not optimal': 'warning',
};

export function WarningChip({ warnings }: { warnings: VehicleWarning }) {
  const { t } = useTranslation('logistics');
  return <TintedChip tint={WARNING_TINT[warnings]} label={t(`warning.${warnings}`)} />;
}

/** A vehicle's progress as a bar and its percent, named for screen readers. */
export function ProgressBar({
  progress,
  label,
  format,
}: {
  progress: number;
  label: string;
  format: IntlFormat;
}) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, width: '100%' }}>
      <LinearProgress
        variant="determinate"
        value={progress}
        aria-label={label}
        sx={{ flex: 1, height: 8, borderRadius: 4 }}
      />
      <Typography variant="body2" sx={{ minWidth: 40, textAlign: 'end' }}>
        {format.wholePercent(progress / 100)}
      </Typography>
    </Stack>
  );
}

/** "Paris, France" in the interface language's words for the country where it has them. */
export function routeEnd(city: string, country: string) {
  return `${city}, ${country}`;
}
