import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { FormEventHandler, ReactNode } from 'react';

type Props = {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The refusal that belongs to no field, above the fields. */
  error: string | null | undefined;
  children: ReactNode;
};

/** A settings card's form: two columns from medium screens, its refusal across both above the fields. */
export function SettingsFormGrid({ onSubmit, error, children }: Props) {
  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
    >
      {error && (
        <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
          {error}
        </Alert>
      )}
      {children}
    </Box>
  );
}
