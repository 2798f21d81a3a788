import { type CustomerDetail, type CustomerStatus, customerStatuses } from '@app/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Typography from '@mui/material/Typography';
import { IconLock, IconLockOpen, IconUserPause } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useUpdateCustomer } from '../api/update-customer';
import { CustomerStatusChip } from './customer-status-chip';

const ICON = { Active: IconLockOpen, Inactive: IconUserPause, Suspended: IconLock };
const COLOR = { Active: 'success', Inactive: 'secondary', Suspended: 'error' } as const;
type Props = { customer: CustomerDetail; canUpdate: boolean; onSaved: (message: string) => void };

/** The account's standing: what each status means, and moving the customer to another one. */
export function CustomerSecurityTab({ customer, canUpdate, onSaved }: Props) {
  const { t } = useTranslation('customer');
  const update = useUpdateCustomer();
  const [target, setTarget] = useState<CustomerStatus | null>(null);
  const close = () => {
    setTarget(null);
    update.reset();
  };
  const confirm = async () => {
    if (!target) return;
    try {
      await update.mutateAsync({ customerId: customer.customerId, body: { status: target } });
      close();
      onSaved(t('toast.status', { name: customer.customer, status: t(`statuses.${target}`) }));
    } catch {
      // The dialog stays open with the error.
    }
  };
  return (
    <Card>
      <CardHeader
        title={t('security.title')}
        subheader={t('security.subtitle')}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
      />
      <CardContent sx={{ pt: 0, display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 500 }}>{t('security.current')}</Typography>
          <CustomerStatusChip status={customer.status} />
        </Box>
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
          {customerStatuses.map((status) => {
            const StatusIcon = ICON[status];
            const current = status === customer.status;
            return (
              <Box
                component="li"
                key={status}
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  flexWrap: 'wrap',
                  gap: 2,
                  p: 2,
                  border: 1,
                  borderRadius: 1,
                  borderColor: current ? `${COLOR[status]}.main` : 'divider',
                }}
              >
                <Box aria-hidden sx={{ color: `${COLOR[status]}.main`, display: 'flex' }}>
                  <StatusIcon size={24} />
                </Box>
                <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 500 }}>{t(`statuses.${status}`)}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t(`security.meaning.${status}`)}
                  </Typography>
                </Box>
                {canUpdate && !current && (
                  <Button variant="outlined" color={COLOR[status]} onClick={() => setTarget(status)}>
                    {t(`security.set.${status}`)}
                  </Button>
                )}
              </Box>
            );
          })}
        </Box>
      </CardContent>
      <ConfirmDialog
        open={target !== null}
        title={target ? t(`security.confirmTitle.${target}`, { name: customer.customer }) : ''}
        description={target ? t(`security.meaning.${target}`) : undefined}
        confirmLabel={target ? t(`security.set.${target}`) : undefined}
        color={target ? (COLOR[target] === 'secondary' ? 'warning' : COLOR[target]) : 'primary'}
        pending={update.isPending}
        error={update.error?.message}
        onConfirm={confirm}
        onClose={close}
      />
    </Card>
  );
}
