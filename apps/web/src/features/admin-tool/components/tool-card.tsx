import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import type { ReactNode } from 'react';

/** One tool: its title (h2) and its fields one under another. */
export function ToolCard({
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
      <CardHeader title={title} action={action} slotProps={{ title: { variant: 'h5', component: 'h2' } }} />
      <CardContent sx={{ display: 'grid', gap: 2.5, pt: 0 }}>{children}</CardContent>
    </Card>
  );
}
