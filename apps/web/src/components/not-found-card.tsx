import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { type Icon, IconArrowBack } from '@tabler/icons-react';
import type { ComponentProps } from 'react';
import { RouterButton } from './router-links';

type Props = {
  icon: Icon;
  title: string;
  text: string;
  backLabel: string;
  backTo: ComponentProps<typeof RouterButton>['to'];
};

/** What the page of an unknown or deleted record shows, with the way back to its list. */
export function NotFoundCard({ icon: TitleIcon, title, text, backLabel, backTo }: Props) {
  const rtl = useTheme().direction === 'rtl';
  return (
    <Card sx={{ maxWidth: 560, mx: 'auto' }}>
      <CardContent sx={{ p: 5, textAlign: 'center', display: 'grid', justifyItems: 'center', gap: 2 }}>
        <TitleIcon size={56} stroke={1.4} aria-hidden />
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
        <Typography color="text.secondary">{text}</Typography>
        <RouterButton
          to={backTo}
          variant="contained"
          startIcon={<IconArrowBack size={18} style={{ transform: rtl ? 'scaleX(-1)' : undefined }} />}
        >
          {backLabel}
        </RouterButton>
      </CardContent>
    </Card>
  );
}
