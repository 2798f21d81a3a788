import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';

type Props = { retryLabel: string; onRetry: () => void; children: ReactNode };

/** Something failed to load: the reason, and a button to try again. */
export function RetryAlert({ retryLabel, onRetry, children }: Props) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {retryLabel}
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
