import Chip from '@mui/material/Chip';
import { alpha } from '@mui/material/styles';
import type { IntlFormat } from '@/lib/intl-format';

type Props = { percent: number | null; title: string; format: IntlFormat };

/** "+12.5%" in green, "-4%" in red, "0%" in grey; nothing when there is nothing to compare with. */
export function GrowthChip({ percent, title, format }: Props) {
  if (percent === null) return null;
  const tone = percent > 0 ? 'success' : percent < 0 ? 'error' : 'secondary';
  return (
    <Chip
      size="small"
      label={format.growth(percent)}
      title={title}
      sx={(theme) => ({
        height: 22,
        color: theme.palette[tone].main,
        bgcolor: alpha(theme.palette[tone].main, 0.16),
      })}
    />
  );
}
