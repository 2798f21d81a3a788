import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '@/components/retry-alert';
import { useToast } from '@/components/toast/use-toast';
import { useRespond } from '../api/event-mutations';
import { invitationsQueryOptions } from '../api/get-events';

/**
 * The user's invitations, answered here. Until the mailbox exists (docs/calendar.md) this list is how a
 * guest learns of an event.
 */
export function InvitationsList() {
  const { t, i18n } = useTranslation('calendar');
  const { notify } = useToast();
  const query = useQuery(invitationsQueryOptions());
  const respond = useRespond();
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const formatDay = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
  const answer = (id: number, response: 'accepted' | 'declined') =>
    respond.mutate(
      { id, response },
      {
        onSuccess: () => notify(t(response === 'accepted' ? 'invitations.accepted' : 'invitations.declined')),
        onError: (error) => notify(error.message, 'error'),
      },
    );
  return (
    <Box component="section" aria-labelledby="calendar-invitations">
      <Typography
        id="calendar-invitations"
        variant="subtitle2"
        sx={{ mb: 1, color: 'text.secondary', textTransform: 'uppercase', fontSize: '0.75rem' }}
      >
        {t('invitations.title')}
      </Typography>
      {query.isPending ? (
        <Skeleton variant="rounded" height={64} />
      ) : query.isError ? (
        <RetryAlert retryLabel={t('actions.retry')} onRetry={() => query.refetch()}>
          {t('invitations.error')}
        </RetryAlert>
      ) : query.data.invitations.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('invitations.empty')}
        </Typography>
      ) : (
        <Stack
          component="ul"
          spacing={1.5}
          sx={{ listStyle: 'none', p: 0, m: 0, maxHeight: 320, overflowY: 'auto' }}
        >
          {query.data.invitations.map((inv) => (
            <Box
              component="li"
              key={inv.id}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
            >
              <Typography variant="body2" sx={{ fontWeight: 500 }}>
                {inv.title}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="p">
                {(inv.allDay ? formatDay : format).format(
                  new Date(inv.allDay ? `${inv.start}T00:00:00Z` : inv.start),
                )}{' '}
                · {t('invitations.from', { name: inv.ownerName })}
              </Typography>
              {inv.response === 'pending' ? (
                <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
                  <Button
                    size="small"
                    variant="contained"
                    color="success"
                    disabled={respond.isPending}
                    onClick={() => answer(inv.id, 'accepted')}
                  >
                    {t('invitations.accept')}
                  </Button>
                  <Button
                    size="small"
                    variant="outlined"
                    color="error"
                    disabled={respond.isPending}
                    onClick={() => answer(inv.id, 'declined')}
                  >
                    {t('invitations.decline')}
                  </Button>
                </Stack>
              ) : (
                <Chip
                  size="small"
                  sx={{ mt: 1 }}
                  color={inv.response === 'accepted' ? 'success' : 'default'}
                  label={t(`responses.${inv.response}`)}
                />
              )}
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}
