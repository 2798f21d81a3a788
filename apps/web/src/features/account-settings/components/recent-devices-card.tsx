import type { AccountSession } from '@app/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { IconDeviceDesktop, IconDeviceMobile, IconWorld } from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useToast } from '@/components/toast/use-toast';
import { ApiError } from '@/lib/api-client';
import { useSignOutSession } from '../api/security';
import { describeUserAgent } from '../describe-user-agent';

/** The user's open sessions: browser and system, address, first and last use; sign out any of them. */
export function RecentDevicesCard({ sessions }: { sessions: AccountSession[] }) {
  const { t, i18n } = useTranslation('account-settings');
  const { notify } = useToast();
  const signOut = useSignOutSession();
  const [pick, setPick] = useState<AccountSession | null>(null);
  const when = (iso: string | null) =>
    iso
      ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
          new Date(iso),
        )
      : '—';
  const name = (s: AccountSession) => {
    const { browser, system } = describeUserAgent(s.userAgent);
    if (browser && system) return t('devices.on', { browser, system });
    return browser ?? system ?? t('devices.unknown');
  };
  return (
    <Card>
      <CardHeader title={t('devices.title')} subheader={t('devices.subtitle')} />
      <CardContent sx={{ pt: 0 }}>
        {sessions.length === 0 && <Typography color="text.secondary">{t('devices.empty')}</Typography>}
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {sessions.map((s, i) => {
            const { kind } = describeUserAgent(s.userAgent);
            const Icon =
              kind === 'mobile' ? IconDeviceMobile : kind === 'desktop' ? IconDeviceDesktop : IconWorld;
            return (
              <Fragment key={s.id}>
                {i > 0 && <Divider component="li" aria-hidden />}
                <Box
                  component="li"
                  sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, py: 1.5 }}
                >
                  <Icon size={28} stroke={1.5} aria-hidden />
                  <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
                    <Typography
                      sx={{
                        fontWeight: 500,
                        display: 'flex',
                        alignItems: 'center',
                        gap: 1,
                        flexWrap: 'wrap',
                      }}
                    >
                      {name(s)}
                      {s.current && (
                        <Chip size="small" color="primary" variant="outlined" label={t('devices.current')} />
                      )}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {t('devices.address')}: <span dir="ltr">{s.ip || '—'}</span>
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {t('devices.signedIn')}: {when(s.createdAt)} · {t('devices.lastUsed')}:{' '}
                      {when(s.lastUsedAt ?? s.createdAt)}
                    </Typography>
                  </Box>
                  {!s.current && (
                    <Button size="small" variant="outlined" color="error" onClick={() => setPick(s)}>
                      {t('devices.signOut')}
                    </Button>
                  )}
                </Box>
              </Fragment>
            );
          })}
        </Box>
      </CardContent>
      <ConfirmDialog
        open={!!pick}
        title={t('devices.confirmTitle')}
        description={pick ? t('devices.confirmText', { device: name(pick) }) : undefined}
        confirmLabel={t('devices.signOut')}
        color="error"
        pending={signOut.isPending}
        error={signOut.error instanceof ApiError ? signOut.error.message : null}
        onClose={() => {
          setPick(null);
          signOut.reset();
        }}
        onConfirm={() =>
          pick &&
          signOut.mutate(pick.id, {
            onSuccess: () => {
              setPick(null);
              notify(t('devices.signedOut'));
            },
          })
        }
      />
    </Card>
  );
}
