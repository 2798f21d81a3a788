import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { IntlFormat } from '@/lib/intl-format';
import { changeOf } from '../logistics-figures';

type Props = {
  current: number;
  previous: number;
  format: IntlFormat;
  /** A rise is bad news (delays): red when up, green when down. */
  upIsBad?: boolean;
};

/** How a figure moved since the previous period, e.g. "+12.5%", coloured by whether that is good. */
export function ChangeChip({ current, previous, format, upIsBad = false }: Props) {
  const { t } = useTranslation('logistics');
  const change = changeOf(current, previous);
  const label = change === null ? t('change.new') : format.growth(Math.round(change * 1000) / 10);
  const good = change === null || change === 0 ? null : change > 0 !== upIsBad;
  return (
    <Chip
      size="small"
      variant="outlined"
      label={label}
      color={good === null ? 'default' : good ? 'success' : 'error'}
      aria-label={t('change.label', { value: label, previous: format.number(previous) })}
      sx={{ fontWeight: 600 }}
    />
  );
}
