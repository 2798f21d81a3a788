import Typography from '@mui/material/Typography';

/** What a card says when the database has nothing for it yet. */
export function EmptyLine({ text }: { text: string }) {
  return (
    <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
      {text}
    </Typography>
  );
}
