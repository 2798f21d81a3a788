import type { AuditSettingsAnswer } from '@app/contracts';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useConflictAwareSave } from '@/components/edit-conflict/use-conflict-aware-save';
import { RetryAlert } from '@/components/retry-alert';
import { useToast } from '@/components/toast/use-toast';
import { ApiError } from '@/lib/api-client';
import { useIntlFormat } from '@/lib/intl-format';
import { auditSettingsQueryOptions } from '../api/get-audit-settings';
import { usePurgeAudit } from '../api/purge-audit';
import { useSaveAuditSettings } from '../api/save-audit-settings';

/** The retention in days (1 to 3650), when the last purge ran, and a purge now (confirmed first). */
export function AuditSettingsCard() {
  const { t } = useTranslation('audit');
  const format = useIntlFormat();
  const { notify } = useToast();
  const settings = useQuery(auditSettingsQueryOptions());
  const save = useSaveAuditSettings();
  const purge = usePurgeAudit();
  const [days, setDays] = useState('');
  const [asking, setAsking] = useState(false);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const saved = settings.data?.retentionDays;
  useEffect(() => {
    if (saved !== undefined) setDays(String(saved));
  }, [saved]);
  const fail = (error: unknown) =>
    setFieldError(
      error instanceof ApiError ? (error.errors.retentionDays ?? error.message) : (error as Error).message,
    );
  // Sends the version the card loaded; a retention saved by someone else meanwhile is compared.
  const conflict = useConflictAwareSave<{ retentionDays: number }, AuditSettingsAnswer>({
    loaded: fromAnswer(settings.data),
    openedOn: settings.data,
    fields: [{ name: 'retentionDays', label: t('settings.days') }],
    fromDetail: fromAnswer,
    save: (values, version) => save.mutateAsync({ ...values, version }),
    onSaved: () => notify(t('toast.settingsSaved')),
    onTakeTheirs: (values) => setDays(String(values.retentionDays)),
    onError: fail,
  });

  if (settings.isError) {
    return (
      <RetryAlert retryLabel={t('list.retry')} onRetry={() => void settings.refetch()}>
        {t('settings.error')}
      </RetryAlert>
    );
  }
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFieldError(undefined);
    try {
      await conflict.submit({ retentionDays: Number(days) });
    } catch (error) {
      fail(error);
    }
  };
  const runPurge = () =>
    purge.mutate(undefined, {
      onSuccess: (r) => notify(t('toast.purged', { entries: r.entries, records: r.deletedRecords })),
      onError: (error) => notify(error.message, 'error'),
      onSettled: () => setAsking(false),
    });
  const lastPurge = settings.data?.lastPurgeAt;

  return (
    <Card>
      <CardHeader title={t('settings.title')} subheader={t('settings.subtitle')} />
      <CardContent>
        <Stack
          component="form"
          onSubmit={submit}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { sm: 'flex-start' } }}
        >
          <TextField
            size="small"
            type="number"
            label={t('settings.days')}
            value={days}
            disabled={settings.isPending}
            onChange={(e) => setDays(e.target.value)}
            error={Boolean(fieldError)}
            helperText={fieldError}
            slotProps={{ htmlInput: { min: 1, max: 3650, step: 1 } }}
            sx={{ minWidth: 180 }}
          />
          <Button type="submit" variant="contained" disabled={save.isPending || settings.isPending}>
            {t('settings.save')}
          </Button>
          <Button
            variant="outlined"
            color="error"
            onClick={() => setAsking(true)}
            disabled={settings.isPending}
          >
            {t('settings.purge')}
          </Button>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {lastPurge ? t('settings.lastPurge', { date: format.dateTime(lastPurge) }) : t('settings.never')}
        </Typography>
      </CardContent>
      <ConfirmDialog
        open={asking}
        title={t('settings.purgeTitle')}
        description={t('settings.purgeDescription', { days: saved ?? '' })}
        confirmLabel={t('settings.purge')}
        color="error"
        pending={purge.isPending}
        onConfirm={runPurge}
        onClose={() => setAsking(false)}
      />
      {conflict.dialog}
    </Card>
  );
}

const fromAnswer = (answer: AuditSettingsAnswer | undefined) => ({
  version: answer?.version ?? 1,
  values: { retentionDays: answer?.retentionDays ?? 30 },
});
