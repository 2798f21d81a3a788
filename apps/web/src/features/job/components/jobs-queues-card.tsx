import { type JobsAnswer, jobStates } from '@app/contracts';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { useIntlFormat } from '@/lib/intl-format';

/** The schedules the app's queues use, by name; another cron expression is shown as it is. */
const SCHEDULES: Record<string, 'hourly'> = { '0 * * * *': 'hourly' };

/** Each queue: its jobs per state, its retries and its schedule. */
export function JobsQueuesCard({ queues }: { queues: JobsAnswer['queues'] }) {
  const { t } = useTranslation('job');
  const format = useIntlFormat();
  return (
    <Card>
      <CardHeader title={t('queues.title')} subheader={t('queues.subtitle')} />
      <TableContainer>
        <Table size="small" aria-label={t('queues.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('queues.queue')}</TableCell>
              {jobStates.map((state) => (
                <TableCell key={state} align="right">
                  {t(`states.${state}`)}
                </TableCell>
              ))}
              <TableCell align="right">{t('queues.retries')}</TableCell>
              <TableCell>{t('queues.schedule')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {queues.map((queue) => (
              <TableRow key={queue.name}>
                <TableCell component="th" scope="row">
                  {t(`names.${queue.name}`, { defaultValue: queue.name })}
                </TableCell>
                {jobStates.map((state) => (
                  <TableCell key={state} align="right">
                    {format.number(queue.counts[state])}
                  </TableCell>
                ))}
                <TableCell align="right">{format.number(queue.retryLimit)}</TableCell>
                <TableCell>
                  {!queue.schedule
                    ? t('queues.noSchedule')
                    : SCHEDULES[queue.schedule]
                      ? t(`schedules.${SCHEDULES[queue.schedule]}`)
                      : queue.schedule}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Card>
  );
}
