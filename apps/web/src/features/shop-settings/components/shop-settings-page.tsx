import { type ShopSettingsSection, shopSettingsSectionNames } from '@app/contracts';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  IconBell,
  IconBuildingStore,
  IconCreditCard,
  IconMapPin,
  IconShoppingCart,
  IconTruck,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { RetryAlert } from '@/components/retry-alert';
import { useToast } from '@/components/toast/use-toast';
import { useIntlFormat } from '@/lib/intl-format';
import { useCan } from '@/lib/session/can';
import { shopSettingsQueryOptions } from '../api/get-shop-settings';
import { SettingsSectionForm } from './settings-section-form';

const ICONS = {
  storeDetails: IconBuildingStore,
  payments: IconCreditCard,
  checkout: IconShoppingCart,
  shippingDelivery: IconTruck,
  locations: IconMapPin,
  notifications: IconBell,
} as const;

type Props = { section: ShopSettingsSection; onSectionChange: (section: ShopSettingsSection) => void };

/** The shop's settings, one section at a time (the section is in the URL), each saved on its own. */
export function ShopSettingsPage({ section, onSectionChange }: Props) {
  const { t } = useTranslation('shop-settings');
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const settings = useQuery(shopSettingsQueryOptions());
  const canUpdate = useCan({ action: 'update', subject: 'ShopSettings' });
  const format = useIntlFormat();
  const { notify } = useToast();
  const updatedAt = settings.data?.updatedAt;
  return (
    <Stack>
      <PageHeader
        title={t('title')}
        subtitle={updatedAt ? t('lastSaved', { value: format.date(updatedAt) }) : t('subtitle')}
      />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 3 }}>
          <Card>
            <Tabs
              orientation={wide ? 'vertical' : 'horizontal'}
              variant={wide ? 'standard' : 'scrollable'}
              allowScrollButtonsMobile
              value={section}
              onChange={(_, value: ShopSettingsSection) => onSectionChange(value)}
              aria-label={t('sectionsLabel')}
              sx={{
                '& .MuiTab-root': { justifyContent: 'flex-start', minHeight: 48, textTransform: 'none' },
              }}
            >
              {shopSettingsSectionNames.map((name) => {
                const Icon = ICONS[name];
                return (
                  <Tab
                    key={name}
                    value={name}
                    label={t(`sections.${name}.title`)}
                    icon={<Icon size={20} />}
                    iconPosition="start"
                  />
                );
              })}
            </Tabs>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 9 }}>
          {settings.isError && !settings.data && (
            <RetryAlert retryLabel={t('retry')} onRetry={() => void settings.refetch()}>
              {t('loadFailed', { message: settings.error.message })}
            </RetryAlert>
          )}
          {settings.isPending && <Skeleton variant="rounded" height={480} aria-label={t('loading')} />}
          {settings.data && (
            <SettingsSectionForm
              key={section}
              section={section}
              settings={settings.data}
              canUpdate={canUpdate}
              onSaved={() => notify(t('saved', { section: t(`sections.${section}.title`) }))}
            />
          )}
        </Grid>
      </Grid>
    </Stack>
  );
}
