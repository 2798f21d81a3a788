import type { EmailLabel } from '@app/contracts';
import Box from '@mui/material/Box';
import { LABEL_TINTS } from '../email-looks';

/** A label's colour, as a small round dot. */
export function EmailLabelDot({ label, size = 10 }: { label: EmailLabel; size?: number }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        display: 'inline-block',
        flexShrink: 0,
        width: size,
        height: size,
        borderRadius: '50%',
        bgcolor: `${LABEL_TINTS[label]}.main`,
      }}
    />
  );
}
