import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The refusal that belongs to no field, above the fields. */
  error: string | null | undefined;
  /** Save and Reset under the fields. */
  save?: SaveProps;
  children: ReactNode;
};

/** A settings card's form: two columns from medium screens, its refusal across both above the fields. */
export function SettingsFormGrid({ onSubmit, error, save, children }: Props) {
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
      {save && <SaveResetButtons {...save} />}
    </Box>
  );
}

type SaveProps = {
  label: string;
  pending: boolean;
  /** The form: Reset puts back what it loaded, once something changed. */
  form: { formState: { isDirty: boolean }; reset: () => void };
};

/** Save and Reset across a settings form's columns. */
function SaveResetButtons({ label, pending, form }: SaveProps) {
  const { t } = useTranslation('account-settings');
  return (
    <Box sx={{ gridColumn: '1 / -1', display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      <Button type="submit" variant="contained" disabled={pending}>
        {pending ? t('saving') : label}
      </Button>
      <Button
        type="button"
        color="secondary"
        variant="outlined"
        disabled={!form.formState.isDirty || pending}
        onClick={() => form.reset()}
      >
        {t('account.reset')}
      </Button>
    </Box>
  );
}
