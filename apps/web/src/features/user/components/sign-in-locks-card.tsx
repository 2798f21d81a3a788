import type { SignInLock } from '@app/contracts';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { IconLockOpen } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyLine } from '@/components/empty-line';
import { RetryAlert } from '@/components/retry-alert';
import { SectionCard } from '@/components/section-card';
import { useToast } from '@/components/toast/use-toast';
import { useIntlFormat } from '@/lib/intl-format';
import { signInLocksQueryOptions } from '../api/get-sign-in-locks';
import { useLiftSignInLock } from '../api/lift-sign-in-lock';

/** E-mails and client addresses locked by failed sign-ins, each with a button that lifts it (administrators). */
export function SignInLocksCard() {
  const { t } = useTranslation('user');
  const locks = useQuery(signInLocksQueryOptions());
  const lift = useLiftSignInLock();
  const { notify } = useToast();
  const [target, setTarget] = useState<SignInLock | null>(null);
  const close = () => {
    setTarget(null);
    lift.reset();
  };
  const confirm = async () => {
    if (!target) return;
    try {
      await lift.mutateAsync(target.key);
      close();
      notify(t('locks.lifted', { subject: target.subject }));
    } catch {
      // The dialog stays open with the error.
    }
  };
  return (
    <SectionCard title={t('locks.title')}>
      <Typography variant="body2" color="text.secondary" sx={{ mt: -1.5 }}>
        {t('locks.subtitle')}
      </Typography>
      {locks.isPending ? (
        <Skeleton variant="rounded" height={96} aria-label={t('locks.loading')} />
      ) : locks.isError ? (
        <RetryAlert retryLabel={t('list.retry')} onRetry={() => void locks.refetch()}>
          {t('locks.error', { message: locks.error.message })}
        </RetryAlert>
      ) : locks.data.locks.length === 0 ? (
        <EmptyLine text={t('locks.empty')} />
      ) : (
        <LockTable locks={locks.data.locks} onLift={setTarget} />
      )}
      <ConfirmDialog
        open={target !== null}
        title={target ? t('locks.confirmTitle', { subject: target.subject }) : ''}
        description={target ? t(`locks.confirmText.${target.kind}`) : undefined}
        confirmLabel={t('locks.lift')}
        color="warning"
        pending={lift.isPending}
        error={lift.error?.message}
        onConfirm={confirm}
        onClose={close}
      />
    </SectionCard>
  );
}

function LockTable({ locks, onLift }: { locks: SignInLock[]; onLift: (lock: SignInLock) => void }) {
  const { t } = useTranslation('user');
  const { number, dateTime } = useIntlFormat();
  return (
    <TableContainer>
      <Table size="small" aria-label={t('locks.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('locks.columns.subject')}</TableCell>
            <TableCell>{t('locks.columns.until')}</TableCell>
            <TableCell align="right">{t('locks.columns.failures')}</TableCell>
            <TableCell>{t('locks.columns.sources')}</TableCell>
            <TableCell align="right">{t('columns.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {locks.map((lock) => (
            <TableRow key={lock.key}>
              <TableCell>
                <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                  {lock.subject}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {t(`locks.kinds.${lock.kind}`)}
                </Typography>
              </TableCell>
              <TableCell>{dateTime(lock.lockedUntil)}</TableCell>
              <TableCell align="right">{number(lock.failures)}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                {lock.sources.length > 0 ? lock.sources.join(', ') : '—'}
              </TableCell>
              <TableCell align="right">
                <Button
                  size="small"
                  variant="outlined"
                  color="warning"
                  startIcon={<IconLockOpen size={16} />}
                  aria-label={t('locks.liftNamed', { subject: lock.subject })}
                  onClick={() => onLift(lock)}
                >
                  {t('locks.lift')}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
