import type { JobsAnswer } from '@app/contracts';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { EmptyLine } from '@/components/empty-line';
import { useToast } from '@/components/toast/use-toast';
import { useIntlFormat } from '@/lib/intl-format';
import { useCan } from '@/lib/session/can';
import { useRetryJob } from '../api/retry-job';

/** The latest jobs that failed their last attempt, each with "Retry" for those who manage jobs. */
export function JobsFailuresCard({ failures }: { failures: JobsAnswer['failures'] }) {
  const { t } = useTranslation('job');
  const format = useIntlFormat();
  const { notify } = useToast();
  const canRetry = useCan({ action: 'manage', subject: 'Job' });
  const retry = useRetryJob();
  const run = (id: string) =>
    retry.mutate(id, {
      onSuccess: () => notify(t('failures.retried')),
      onError: (error) => notify(t('failures.retryFailed', { error: error.message }), 'error'),
    });
  return (
    <Card>
      <CardHeader title={t('failures.title')} subheader={t('failures.subtitle')} />
      {failures.length === 0 ? (
        <EmptyLine text={t('failures.empty')} />
      ) : (
        <TableContainer>
          <Table size="small" aria-label={t('failures.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('failures.failedAt')}</TableCell>
                <TableCell>{t('queues.queue')}</TableCell>
                <TableCell align="right">{t('failures.attempts')}</TableCell>
                <TableCell>{t('failures.error')}</TableCell>
                {canRetry && <TableCell align="right">{t('failures.actions')}</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {failures.map((failure) => (
                <TableRow key={failure.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.dateTime(failure.failedAt)}</TableCell>
                  <TableCell>{t(`names.${failure.queue}`, { defaultValue: failure.queue })}</TableCell>
                  <TableCell align="right">{format.number(failure.attempts)}</TableCell>
                  <TableCell sx={{ minWidth: 260, overflowWrap: 'anywhere' }}>{failure.error}</TableCell>
                  {canRetry && (
                    <TableCell align="right">
                      <Button
                        size="small"
                        loading={retry.isPending && retry.variables === failure.id}
                        onClick={() => run(failure.id)}
                        aria-label={t('failures.retryLabel', {
                          queue: t(`names.${failure.queue}`, { defaultValue: failure.queue }),
                          date: format.dateTime(failure.failedAt),
                        })}
                      >
                        {t('failures.retry')}
                      </Button>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Card>
  );
}
