import type { UserDetail } from '@app/contracts';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { type Icon, IconBrandPaypal, IconBuildingBank, IconCash, IconCreditCard } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LabelValueGrid } from './label-value-grid';

const BILLING_ICON: Record<string, Icon> = {
  'Manual-Credit Card': IconCreditCard,
  'Manual-PayPal': IconBrandPaypal,
  'Manual-Cash': IconCash,
  'Auto debit': IconBuildingBank,
};

/** The plan and how it is paid. */
export function UserBillingTab({ user }: { user: UserDetail }) {
  const { t } = useTranslation('user');
  const BillingIcon = BILLING_ICON[user.billing] ?? IconCreditCard;
  const rows: [string, string][] = [
    [t('form.plan'), t(`plans.${user.currentPlan}`, { defaultValue: user.currentPlan })],
    [t('form.billing'), t(`billing.${user.billing}`, { defaultValue: user.billing })],
    [t('form.taxId'), user.taxId || '—'],
    [t('form.company'), user.company || '—'],
  ];
  return (
    <Card>
      <CardHeader title={t('billingTab.title')} slotProps={{ title: { component: 'h2' } }} />
      <CardContent sx={{ pt: 0, display: 'grid', gap: 3 }}>
        <Box
          sx={(theme) => ({
            display: 'flex',
            alignItems: 'center',
            gap: 2,
            p: 2.5,
            borderRadius: 1.5,
            border: 1,
            borderColor: 'divider',
            bgcolor: alpha(theme.palette.primary.main, 0.04),
          })}
        >
          <Box
            aria-hidden
            sx={(theme) => ({
              display: 'grid',
              placeItems: 'center',
              width: 48,
              height: 48,
              borderRadius: 1.5,
              color: 'primary.main',
              bgcolor: alpha(theme.palette.primary.main, 0.16),
            })}
          >
            <BillingIcon size={28} />
          </Box>
          <div>
            <Typography sx={{ fontWeight: 500 }}>
              {t(`billing.${user.billing}`, { defaultValue: user.billing })}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t(`billingTab.methodText.${user.billing}`, { defaultValue: '' })}
            </Typography>
          </div>
        </Box>
        <LabelValueGrid rows={rows} />
      </CardContent>
    </Card>
  );
}
