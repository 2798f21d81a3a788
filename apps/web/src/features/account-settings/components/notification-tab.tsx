import {
  type AccountNotificationChannel,
  type AccountNotifications,
  accountNotificationChannels,
  accountNotificationTopics,
} from '@app/contracts/account-settings';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Checkbox from '@mui/material/Checkbox';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '@/components/retry-alert';
import { useToast } from '@/components/toast/use-toast';
import { notificationsQueryOptions, useSaveNotifications } from '../api/notifications';

/** The notification tab: one check box per topic and channel; the whole table is saved at once. */
export function NotificationTab() {
  const { t } = useTranslation('account-settings');
  const query = useQuery(notificationsQueryOptions());
  if (query.isError) {
    return (
      <RetryAlert retryLabel={t('retry')} onRetry={() => void query.refetch()}>
        {t('notifications.loadError')}
      </RetryAlert>
    );
  }
  if (!query.data) return <Skeleton variant="rounded" height={420} aria-busy />;
  return (
    <NotificationTable
      key={query.dataUpdatedAt}
      saved={query.data.saved}
      initial={query.data.notifications}
    />
  );
}

function NotificationTable({ initial, saved }: { initial: AccountNotifications; saved: boolean }) {
  const { t } = useTranslation('account-settings');
  const { notify } = useToast();
  const save = useSaveNotifications();
  const [choices, setChoices] = useState(initial);
  const dirty = JSON.stringify(choices) !== JSON.stringify(initial);
  const toggle = (topic: keyof AccountNotifications, channel: AccountNotificationChannel, on: boolean) =>
    setChoices((c) => ({ ...c, [topic]: { ...c[topic], [channel]: on } }));
  return (
    <Card>
      <CardHeader title={t('notifications.title')} subheader={t('notifications.subtitle')} />
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        {!saved && <Alert severity="info">{t('notifications.defaults')}</Alert>}
        <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Table size="small" aria-label={t('notifications.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('notifications.topic')}</TableCell>
                {accountNotificationChannels.map((channel) => (
                  <TableCell key={channel} align="center">
                    {t(`notifications.channels.${channel}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {accountNotificationTopics.map((topic) => (
                <TableRow key={topic}>
                  <TableCell component="th" scope="row">
                    {t(`notifications.topics.${topic}`)}
                  </TableCell>
                  {accountNotificationChannels.map((channel) => (
                    <TableCell key={channel} align="center" padding="checkbox">
                      <Checkbox
                        checked={choices[topic][channel]}
                        onChange={(_, on) => toggle(topic, channel, on)}
                        slotProps={{
                          input: {
                            'aria-label': t('notifications.cell', {
                              topic: t(`notifications.topics.${topic}`),
                              channel: t(`notifications.channels.${channel}`),
                            }),
                          },
                        }}
                      />
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        {save.isError && <Alert severity="error">{save.error.message}</Alert>}
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <Button
            variant="contained"
            disabled={save.isPending || (!dirty && saved)}
            onClick={() => save.mutate(choices, { onSuccess: () => notify(t('notifications.saved')) })}
          >
            {save.isPending ? t('saving') : t('notifications.save')}
          </Button>
          <Button variant="outlined" color="secondary" disabled={!dirty} onClick={() => setChoices(initial)}>
            {t('account.reset')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
