import Typography from '@mui/material/Typography';

/** A help center section's heading, centred; `id` labels its section. */
export function SectionTitle({ id, children }: { id: string; children: string }) {
  return (
    <Typography id={id} variant="h4" component="h2" sx={{ textAlign: 'center', mb: 4 }}>
      {children}
    </Typography>
  );
}
