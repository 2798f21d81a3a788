import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconLock } from '@tabler/icons-react';

/**
 * What a card says in place of records the reader's role may not read (the server sends none): a short
 * "You may not see …" with the reason, so an empty card is not taken for missing data.
 */
export function WithheldNote({ text }: { text: string }) {
  return (
    <Stack
      direction="row"
      role="note"
      sx={{ alignItems: 'center', justifyContent: 'center', gap: 1, py: 4, px: 3, color: 'text.secondary' }}
    >
      <IconLock size={20} stroke={1.7} aria-hidden />
      <Typography color="inherit">{text}</Typography>
    </Stack>
  );
}
