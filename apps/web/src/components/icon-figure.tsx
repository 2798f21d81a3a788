import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Icon } from '@tabler/icons-react';
import { TintedIcon } from './tinted-icon';

type Props = {
  icon: Icon;
  value: string;
  label: string;
  /** The value as a heading-sized figure rather than body text. */
  large?: boolean;
};

/** A figure of a profile card: a tinted icon, the value and what it counts. */
export function IconFigure({ icon, value, label, large = false }: Props) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
      <TintedIcon icon={icon} tone="primary" size={40} iconSize={24} />
      <Box sx={{ minWidth: 0 }}>
        {large ? (
          <Typography variant="h5" component="p">
            {value}
          </Typography>
        ) : (
          <Typography sx={{ fontWeight: 500 }}>{value}</Typography>
        )}
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
      </Box>
    </Box>
  );
}
