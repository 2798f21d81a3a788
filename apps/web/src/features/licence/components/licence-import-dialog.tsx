import { type LicenceImportErrorAnswer, MAX_LICENCE_CSV_BYTES } from '@app/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { IconFileTypeCsv } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/form-dialog';
import { ApiError } from '@/lib/api-client';
import { useImportLicences } from '../api/import-licences';

type Props = { onClose: () => void; onImported: (counts: { created: number; updated: number }) => void };

/** Upload a CSV file: all or nothing, with the line and reason of every bad row when refused. */
export function LicenceImportDialog({ onClose, onImported }: Props) {
  const { t } = useTranslation('licence');
  const importer = useImportLicences();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const refusal =
    importer.error instanceof ApiError ? (importer.error.body as LicenceImportErrorAnswer | null) : null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!file) return;
    if (file.size > MAX_LICENCE_CSV_BYTES) {
      setProblem(t('import.tooLarge'));
      return;
    }
    setProblem(null);
    try {
      onImported(await importer.mutateAsync(await file.text()));
    } catch {
      // The refusal is shown below.
    }
  };

  return (
    <FormDialog
      title={t('import.title')}
      subtitle={t('import.subtitle')}
      closeLabel={t('import.close')}
      cancelLabel={t('import.cancel')}
      submitLabel={importer.isPending ? t('import.importing') : file ? t('import.submit') : undefined}
      pending={importer.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <Button
        component="label"
        variant="outlined"
        startIcon={<IconFileTypeCsv size={20} />}
        sx={{ alignSelf: 'center' }}
      >
        {t('import.choose')}
        <input
          hidden
          type="file"
          accept=".csv,text/csv"
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            importer.reset();
            setProblem(null);
          }}
        />
      </Button>
      {file && (
        <Typography sx={{ textAlign: 'center' }}>{t('import.chosen', { name: file.name })}</Typography>
      )}
      {problem && <Alert severity="error">{problem}</Alert>}
      {importer.error && (
        <Alert severity="error">
          {t('import.refused', { message: refusal?.errors?.csv ?? importer.error.message })}
          {refusal?.rows && refusal.rows.length > 0 && (
            <Box
              component="ul"
              aria-label={t('import.rowsLabel')}
              sx={{ maxHeight: 240, overflow: 'auto', m: 0, mt: 1, p: 0, listStyle: 'none' }}
            >
              {refusal.rows.map((r) => (
                <Box component="li" key={`${r.line}-${r.field}-${r.reason}`} sx={{ py: 0.5 }}>
                  <Typography variant="body2" sx={{ fontWeight: 500 }}>
                    {t('import.line', { line: r.line })} · {r.field}
                  </Typography>
                  <Typography variant="body2">{r.reason}</Typography>
                </Box>
              ))}
            </Box>
          )}
        </Alert>
      )}
    </FormDialog>
  );
}
