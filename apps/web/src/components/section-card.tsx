import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import type { ReactNode } from 'react';

/** One titled section of a page or a long form (the product form, the toolbox, the payment page): its title is an h2. */
export function SectionCard({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader
        title={title}
        action={action}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
        sx={{ px: 3, pt: 3, pb: 2, '& .MuiCardHeader-action': { alignSelf: 'center', m: 0 } }}
      />
      <CardContent sx={{ px: 3, pt: 0, pb: 3, display: 'grid', gap: 2.5, '&:last-child': { pb: 3 } }}>
        {children}
      </CardContent>
    </Card>
  );
}
