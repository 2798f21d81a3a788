import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { Tint } from './tinted-chip/tinted-chip';
import { TintedIcon } from './tinted-icon';

type Props = {
  icon: Icon;
  tone?: Tint;
  title: string;
  text: string;
  openLabel: string;
  onOpen: () => void;
  /** The dialog itself, rendered while it is open. */
  dialog?: ReactNode;
  /** Why the dialog cannot be opened now (no right, already done); the button is disabled. */
  unavailable?: string;
};

/** One tile of /pages/dialog-examples: what the dialog does and the button that opens the real one. */
export function DialogExampleCard({
  icon,
  tone = 'primary',
  title,
  text,
  openLabel,
  onOpen,
  dialog,
  unavailable,
}: Props) {
  return (
    <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
      <Card sx={{ height: '100%' }}>
        <CardContent
          sx={{
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            textAlign: 'center',
            gap: 1.5,
            height: '100%',
          }}
        >
          <TintedIcon icon={icon} tone={tone} size={52} />
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          <Typography color="text.secondary" sx={{ flexGrow: 1 }}>
            {text}
          </Typography>
          {unavailable && (
            <Typography variant="body2" color="text.secondary">
              {unavailable}
            </Typography>
          )}
          <Button variant="contained" onClick={onOpen} disabled={!!unavailable}>
            {openLabel}
          </Button>
        </CardContent>
      </Card>
      {dialog}
    </Grid>
  );
}
