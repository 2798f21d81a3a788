import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import type { ReactNode } from 'react';

type Props = { title: string; subheader?: ReactNode; action?: ReactNode; children: ReactNode };

/** The dashboards' card shape: an h2 title with a line under it, an action on the end side, the content. */
export function TitledCard({ title, subheader, action, children }: Props) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardHeader
        title={title}
        subheader={subheader}
        action={action}
        slotProps={{ title: { variant: 'h5', component: 'h2' } }}
        sx={{ '& .MuiCardHeader-action': { alignSelf: 'center', m: 0 } }}
      />
      <CardContent sx={{ pt: 0 }}>{children}</CardContent>
    </Card>
  );
}
