import { customerIdParam } from '@app/contracts';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import { useTheme } from '@mui/material/styles';
import { IconArrowBack, IconUserQuestion } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuditHistory } from '@/components/audit-log/audit-history';
import { NotFoundCard } from '@/components/not-found-card';
import { PageHeader } from '@/components/page-header';
import { RetryAlert } from '@/components/retry-alert';
import { RouterButton } from '@/components/router-links';
import { useToast } from '@/components/toast/use-toast';
import { ApiError } from '@/lib/api-client';
import { useIntlFormat } from '@/lib/intl-format';
import { parseRouteId } from '@/lib/route-id';
import { useCan, useCanOn } from '@/lib/session/can';
import { customerQueryOptions } from '../api/get-customer';
import type { CustomerTab } from '../customer-tabs';
import { CustomerAddressTab } from './customer-address-tab';
import { CustomerEditDialog } from './customer-edit-dialog';
import { CustomerNotificationPrefs } from './customer-notification-prefs';
import { CustomerNotificationsTab } from './customer-notifications-tab';
import { CustomerOverviewTab } from './customer-overview-tab';
import { CustomerProfileCard } from './customer-profile-card';
import { CustomerSecurityTab } from './customer-security-tab';
import { CustomerTabsNav, panelId, tabId } from './customer-tabs-nav';

type Props = {
  id: string;
  tab: CustomerTab;
  ordersPage: number;
  onTabChange: (tab: CustomerTab) => void;
  onOrdersPageChange: (page: number) => void;
};

export function CustomerDetailsPage({ id, tab, ordersPage, onTabChange, onOrdersPageChange }: Props) {
  const { t } = useTranslation('customer');
  const format = useIntlFormat();
  const rtl = useTheme().direction === 'rtl';
  const customerId = parseRouteId(id, customerIdParam);
  const valid = customerId !== undefined;
  const customer = useQuery({ ...customerQueryOptions(customerId ?? 0), enabled: valid });
  // Conditions on status or country narrow single customers (decision 015): ask about this one.
  const canUpdate = useCanOn('update', 'Customer', {
    status: customer.data?.status,
    country: customer.data?.country,
  });
  const canAudit = useCan({ action: 'manage', subject: 'AuditEntry' });
  const [editing, setEditing] = useState(false);
  const { notify } = useToast();

  if (!valid || (customer.error instanceof ApiError && customer.error.status === 404)) {
    return (
      <NotFoundCard
        icon={IconUserQuestion}
        title={t('details.notFound')}
        text={t('details.notFoundText', { id })}
        backLabel={t('details.backToList')}
        backTo="/apps/ecommerce/customer/list"
      />
    );
  }
  if (customer.isError) {
    return (
      <RetryAlert retryLabel={t('list.retry')} onRetry={() => void customer.refetch()}>
        {t('details.error')} {customer.error.message}
      </RetryAlert>
    );
  }
  if (!customer.data) {
    return (
      <Grid container spacing={3} aria-busy aria-label={t('details.loading')}>
        <Grid size={12}>
          <Skeleton variant="rounded" height={56} />
        </Grid>
        <Grid size={{ xs: 12, md: 5, lg: 4 }}>
          <Skeleton variant="rounded" height={560} />
        </Grid>
        <Grid size={{ xs: 12, md: 7, lg: 8 }}>
          <Skeleton variant="rounded" height={48} sx={{ mb: 3 }} />
          <Skeleton variant="rounded" height={360} />
        </Grid>
      </Grid>
    );
  }

  const data = customer.data;
  return (
    <>
      <PageHeader
        title={t('details.title', { id: data.customerId })}
        subtitle={t('details.since', { date: format.date(data.createdAt) })}
        actions={
          <RouterButton
            to="/apps/ecommerce/customer/list"
            variant="outlined"
            color="secondary"
            startIcon={<IconArrowBack size={18} style={{ transform: rtl ? 'scaleX(-1)' : undefined }} />}
          >
            {t('details.back')}
          </RouterButton>
        }
      />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 5, lg: 4 }}>
          <CustomerProfileCard customer={data} canUpdate={canUpdate} onEdit={() => setEditing(true)} />
        </Grid>
        <Grid size={{ xs: 12, md: 7, lg: 8 }} sx={{ minWidth: 0 }}>
          <CustomerTabsNav tab={tab} onChange={onTabChange} />
          <Box role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)}>
            {tab === 'overview' && (
              <CustomerOverviewTab
                customer={data}
                ordersPage={ordersPage}
                onOrdersPageChange={onOrdersPageChange}
              />
            )}
            {tab === 'security' && (
              <CustomerSecurityTab customer={data} canUpdate={canUpdate} onSaved={notify} />
            )}
            {tab === 'address-billing' && <CustomerAddressTab customer={data} />}
            {tab === 'notifications' && (
              <Box sx={{ display: 'grid', gap: 3 }}>
                <CustomerNotificationPrefs customerId={data.customerId} canUpdate={canUpdate} />
                <CustomerNotificationsTab customer={data} />
              </Box>
            )}
          </Box>
          {canAudit && (
            <Box sx={{ mt: 3 }}>
              <AuditHistory table="customers" recordId={data.id} />
            </Box>
          )}
        </Grid>
      </Grid>
      {editing && (
        <CustomerEditDialog
          customer={data}
          onClose={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            notify(t('toast.updated', { name: data.customer }));
          }}
        />
      )}
    </>
  );
}
