import {
  type AccountNotificationChannel,
  type AccountNotifications,
  type AccountNotificationsAnswer,
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
import { useConflictAwareSave } from '@/components/edit-conflict/use-conflict-aware-save';
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
      version={query.data.version}
    />
  );
}

type TableProps = { initial: AccountNotifications; saved: boolean; version: number };

function NotificationTable({ initial, saved, version }: TableProps) {
  const { t } = useTranslation('account-settings');
  const { notify } = useToast();
  const save = useSaveNotifications();
  const [choices, setChoices] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const fail = (e: unknown) => setError(e instanceof Error ? e.message : String(e));
  // The settings row's version: a table saved meanwhile (here or in another tab) is compared by topic.
  const conflict = useConflictAwareSave<AccountNotifications, AccountNotificationsAnswer>({
    loaded: { version, values: initial },
    fields: accountNotificationTopics.map((topic) => ({
      name: topic,
      label: t(`notifications.topics.${topic}`),
      format: (value) => {
        const on = accountNotificationChannels.filter((c) => (value as Record<string, boolean>)[c]);
        return on.length === 0 ? '—' : on.map((c) => t(`notifications.channels.${c}`)).join(', ');
      },
    })),
    fromDetail: (detail) => ({ version: detail.version, values: detail.notifications }),
    save: (values, at) => save.mutateAsync({ ...values, version: at }),
    onSaved: () => notify(t('notifications.saved')),
    onTakeTheirs: setChoices,
    onError: fail,
  });
  const submit = async () => {
    setError(null);
    try {
      await conflict.submit(choices);
    } catch (e) {
      fail(e);
    }
  };
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
        {error && <Alert severity="error">{error}</Alert>}
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <Button variant="contained" disabled={save.isPending || (!dirty && saved)} onClick={submit}>
            {save.isPending ? t('saving') : t('notifications.save')}
          </Button>
          <Button variant="outlined" color="secondary" disabled={!dirty} onClick={() => setChoices(initial)}>
            {t('account.reset')}
          </Button>
        </Box>
      </CardContent>
      {conflict.dialog}
    </Card>
  );
}
