import {
  type CustomerNotifications,
  type CustomerNotificationsAnswer,
  customerNotificationTopics,
  defaultCustomerNotifications,
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
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConflictAwareSave } from '@/components/edit-conflict/use-conflict-aware-save';
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
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<CustomerNotifications | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setDraft(saved.data ? tableOf(saved.data) : null), [saved.data]);
  const dirty = draft !== null && saved.data !== undefined && !sameTable(draft, tableOf(saved.data));
  const fail = (e: unknown) => setError(e instanceof Error ? e.message : String(e));

  // The table shares the customer's version: a save over a newer one compares topic by topic.
  const conflict = useConflictAwareSave<CustomerNotifications, CustomerNotificationsAnswer>({
    loaded: fromAnswer(saved.data),
    openedOn: saved.data,
    fields: customerNotificationTopics.map((topic) => ({
      name: topic,
      label: t(`prefs.topics.${topic}`),
      format: (value) => {
        const on = notificationChannels.filter((c) => (value as Record<NotificationChannel, boolean>)[c]);
        return on.length === 0 ? '—' : on.map((c) => t(`prefs.channels.${c}`)).join(', ');
      },
    })),
    fromDetail: fromAnswer,
    save: (values, version) => save.mutateAsync({ ...values, version }),
    onSaved: () => toast.notify(t('prefs.saved')),
    onTakeTheirs: (values) => {
      setDraft(values);
      void queryClient.invalidateQueries({
        queryKey: customerNotificationsQueryOptions(customerId).queryKey,
      });
    },
    onError: fail,
  });

  const toggle = (topic: keyof CustomerNotifications, channel: NotificationChannel) =>
    setDraft((d) => (d ? { ...d, [topic]: { ...d[topic], [channel]: !d[topic][channel] } } : d));

  const submit = async () => {
    if (!draft) return;
    setError(null);
    try {
      await conflict.submit(draft);
    } catch (e) {
      fail(e);
    }
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
      {error && (
        <Alert severity="error" sx={{ mx: 2, mt: 2 }}>
          {error}
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
            onClick={() => setDraft(saved.data ? tableOf(saved.data) : null)}
            disabled={!dirty}
          >
            {t('prefs.discard')}
          </Button>
        </CardActions>
      )}
      {conflict.dialog}
    </Card>
  );
}

const tableOf = ({ version: _version, ...table }: CustomerNotificationsAnswer): CustomerNotifications =>
  table;
const sameTable = (a: CustomerNotifications, b: CustomerNotifications) =>
  customerNotificationTopics.every((topic) => notificationChannels.every((c) => a[topic][c] === b[topic][c]));
const fromAnswer = (answer: CustomerNotificationsAnswer | undefined) =>
  answer
    ? { version: answer.version, values: tableOf(answer) }
    : { version: 1, values: defaultCustomerNotifications };
