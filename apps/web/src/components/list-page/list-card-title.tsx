import CardHeader from '@mui/material/CardHeader';

/** The title (an h2) at the top of a list's card without a filters card (ListPage's `header`). */
export function ListCardTitle({ title }: { title: string }) {
  return (
    <CardHeader
      title={title}
      slotProps={{ title: { variant: 'h5', component: 'h2' } }}
      sx={{ px: 3, pt: 3, pb: 0 }}
    />
  );
}
