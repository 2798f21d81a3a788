import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type Props = {
  title: string;
  text: string;
  /** The way to what was made (shown only to who may open it). */
  open?: ReactNode;
  anotherLabel: string;
  onAnother: () => void;
};

/** A wizard's end: what it made, the way to it, and the way to start again. */
export function WizardDone({ title, text, open, anotherLabel, onAnother }: Props) {
  return (
    <Stack role="status" sx={{ alignItems: 'center', textAlign: 'center', gap: 1.5, py: 4 }}>
      <Typography color="success.main" aria-hidden>
        <IconCircleCheck size={56} stroke={1.5} />
      </Typography>
      <Typography variant="h5" component="h2">
        {title}
      </Typography>
      <Typography color="text.secondary">{text}</Typography>
      <Stack direction="row" sx={{ gap: 1.5, mt: 1, flexWrap: 'wrap', justifyContent: 'center' }}>
        {open}
        <Button variant="outlined" onClick={onAnother}>
          {anotherLabel}
        </Button>
      </Stack>
    </Stack>
  );
}
