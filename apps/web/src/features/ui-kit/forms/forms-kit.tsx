import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** `k('name.label')` is `forms.<page>.name.label` of the `ui-kit` namespace. */
export function useFormsText(page: string) {
  const { t } = useTranslation('ui-kit');
  return (key: string, options?: Record<string, unknown>) => t(`forms.${page}.${key}`, options);
}

/**
 * The catalogue's forms save nowhere: `save` waits as long as a request would (so the button shows
 * its busy state) and keeps the values, which `SubmittedValues` prints.
 */
export function useSampleSave<T>(delay = 700) {
  const [saved, setSaved] = useState<T | null>(null);
  const save = (values: T) =>
    new Promise<void>((resolve) =>
      setTimeout(() => {
        setSaved(values);
        resolve();
      }, delay),
    );
  return { saved, save, clear: () => setSaved(null) };
}

/** Code or data as the samples print it: left to right, monospaced by `pre`, wrapped, on a tinted panel. */
export function CodeBlock({
  children,
  live,
}: {
  children: ReactNode /** Read out when it changes. */;
  live?: boolean;
}) {
  return (
    <Box
      component="pre"
      dir="ltr"
      aria-live={live ? 'polite' : undefined}
      sx={{
        m: 0,
        p: 1.5,
        borderRadius: 1,
        bgcolor: 'action.hover',
        fontSize: '0.8125rem',
        whiteSpace: 'pre-wrap',
        overflowWrap: 'anywhere',
      }}
    >
      {children}
    </Box>
  );
}

/** The values a form sent, as JSON, under a status heading that a screen reader announces. */
export function SubmittedValues({ values }: { values: unknown }) {
  const { t } = useTranslation('ui-kit');
  if (values === null || values === undefined) return null;
  return (
    <Box role="status" sx={{ display: 'grid', gap: 0.5, minWidth: 0 }}>
      <Typography variant="subtitle2">{t('forms.common.submitted')}</Typography>
      <CodeBlock>{JSON.stringify(values, null, 2)}</CodeBlock>
    </Box>
  );
}

/** Reset and Submit under a sample form; Submit shows that the form is being sent. */
export function FormActions({ busy, onReset }: { busy: boolean; onReset: () => void }) {
  const { t } = useTranslation('ui-kit');
  return (
    <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap' }}>
      <Button type="submit" variant="contained" loading={busy}>
        {busy ? t('forms.common.submitting') : t('forms.common.submit')}
      </Button>
      <Button variant="outlined" color="secondary" onClick={onReset} disabled={busy}>
        {t('forms.common.reset')}
      </Button>
    </Stack>
  );
}

type SampleFormProps<I extends FieldValues, O> = {
  form: UseFormReturn<I, unknown, O>;
  sample: ReturnType<typeof useSampleSave<O>>;
  /** What Reset puts back. */
  start: I;
  /** What is shown of the sent values; by default the values as JSON. */
  result?: ReactNode;
  /** Space between the fields (theme spacing). */
  gap?: number;
  children: ReactNode;
};

/** A sample form: its fields, Reset and Submit, and what it sent. */
export function SampleForm<I extends FieldValues, O>({
  form,
  sample,
  start,
  result,
  children,
}: SampleFormProps<I, O>) {
  return (
    <Box
      component="form"
      noValidate
      onSubmit={form.handleSubmit(sample.save)}
      sx={{ display: 'grid', gap: 2.5 }}
    >
      {children}
      <FormActions
        busy={form.formState.isSubmitting}
        onReset={() => {
          form.reset(start);
          sample.clear();
        }}
      />
      {result === undefined ? <SubmittedValues values={sample.saved} /> : result}
    </Box>
  );
}
