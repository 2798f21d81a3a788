import {
  type CustomerNotifications,
  customerNotificationTopics,
  type NotificationChannel,
  notificationChannels,
} from '@app/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardHeader from '@mui/material/CardHeader';
import Checkbox from '@mui/material/Checkbox';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toast/use-toast';
import {
  customerNotificationsQueryOptions,
  useSaveCustomerNotifications,
} from '../api/customer-notifications';

/** Which news the customer gets, and how: a topic × channel table saved as a whole. */
export function CustomerNotificationPrefs({
  customerId,
  canUpdate,
}: {
  customerId: number;
  canUpdate: boolean;
}) {
  const { t } = useTranslation('customer');
  const saved = useQuery(customerNotificationsQueryOptions(customerId));
  const save = useSaveCustomerNotifications(customerId);
  const toast = useToast();
  const [draft, setDraft] = useState<CustomerNotifications | null>(null);
  useEffect(() => setDraft(saved.data ?? null), [saved.data]);
  const dirty = draft !== null && JSON.stringify(draft) !== JSON.stringify(saved.data);

  const toggle = (topic: keyof CustomerNotifications, channel: NotificationChannel) =>
    setDraft((d) => (d ? { ...d, [topic]: { ...d[topic], [channel]: !d[topic][channel] } } : d));

  const submit = () => {
    if (!draft) return;
    save.mutate(draft, { onSuccess: () => toast.notify(t('prefs.saved')) });
  };

  return (
    <Card>
      <CardHeader
        title={t('prefs.title')}
        subheader={t('prefs.subtitle')}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
      />
      {saved.isError && (
        <Alert
          severity="error"
          sx={{ mx: 2 }}
          action={<Button onClick={() => void saved.refetch()}>{t('list.retry')}</Button>}
        >
          {t('prefs.error')}
        </Alert>
      )}
      {!draft && saved.isPending && (
        <Box sx={{ px: 2, display: 'grid', gap: 1 }} aria-busy>
          {customerNotificationTopics.map((topic) => (
            <Skeleton key={topic} variant="rounded" height={40} />
          ))}
        </Box>
      )}
      {draft && (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('prefs.title')} sx={{ minWidth: 420 }}>
            <TableHead>
              <TableRow>
                <TableCell>{t('prefs.topic')}</TableCell>
                {notificationChannels.map((c) => (
                  <TableCell key={c} align="center">
                    {t(`prefs.channels.${c}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {customerNotificationTopics.map((topic) => (
                <TableRow key={topic}>
                  <TableCell>{t(`prefs.topics.${topic}`)}</TableCell>
                  {notificationChannels.map((c) => (
                    <TableCell key={c} align="center" padding="checkbox">
                      <Checkbox
                        checked={draft[topic][c]}
                        disabled={!canUpdate || save.isPending}
                        onChange={() => toggle(topic, c)}
                        slotProps={{
                          input: {
                            'aria-label': `${t(`prefs.topics.${topic}`)}: ${t(`prefs.channels.${c}`)}`,
                          },
                        }}
                      />
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      {save.isError && (
        <Alert severity="error" sx={{ mx: 2, mt: 2 }}>
          {save.error.message}
        </Alert>
      )}
      {canUpdate && draft && (
        <CardActions sx={{ p: 2, gap: 1 }}>
          <Button variant="contained" onClick={submit} disabled={!dirty || save.isPending}>
            {save.isPending ? t('prefs.saving') : t('prefs.save')}
          </Button>
          <Button
            variant="outlined"
            color="secondary"
            onClick={() => setDraft(saved.data ?? null)}
            disabled={!dirty}
          >
            {t('prefs.discard')}
          </Button>
        </CardActions>
      )}
    </Card>
  );
}
