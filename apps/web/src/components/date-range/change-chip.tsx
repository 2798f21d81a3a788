import { changePercent } from '@app/contracts';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { IntlFormat } from '@/lib/intl-format';

type Props = {
  current: number;
  previous: number;
  format: IntlFormat;
  /** How the previous figure reads in the chip's aria text (money, a count…); a number by default. */
  show?: (value: number) => string;
  /** A rise is bad news (delays): red when up, green when down. */
  upIsBad?: boolean;
};

/**
 * How a figure moved since the previous period of equal length, e.g. "+12.5%", green when that is
 * good news and red when not; "New" when the previous period had nothing. Its aria text says both.
 */
export function ChangeChip({ current, previous, format, show, upIsBad = false }: Props) {
  const { t } = useTranslation();
  const change = changePercent(current, previous);
  const label = change === null ? t('change.new') : format.growth(change);
  const good = change === null || change === 0 ? null : change > 0 !== upIsBad;
  return (
    <Chip
      size="small"
      variant="outlined"
      label={label}
      color={good === null ? 'default' : good ? 'success' : 'error'}
      aria-label={t('change.label', { value: label, previous: (show ?? format.number)(previous) })}
      data-testid="change-chip"
      sx={{ fontWeight: 600 }}
    />
  );
}
