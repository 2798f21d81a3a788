import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  IconCalendarEvent,
  IconChartBar,
  IconFileInvoice,
  IconLanguage,
  IconMail,
  IconShoppingCart,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TintedIcon } from '@/components/tinted-icon';
import { LandingSection } from './landing-section';

const FEATURES = [
  { key: 'shop', icon: IconShoppingCart },
  { key: 'invoices', icon: IconFileInvoice },
  { key: 'mail', icon: IconMail },
  { key: 'calendar', icon: IconCalendarEvent },
  { key: 'dashboards', icon: IconChartBar },
  { key: 'languages', icon: IconLanguage },
] as const;

export function LandingFeatures() {
  const { t } = useTranslation('front');
  return (
    <LandingSection
      id="features"
      chip={t('landing.featuresChip')}
      title={t('landing.featuresTitle')}
      text={t('landing.featuresText')}
    >
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
          gap: 4,
        }}
      >
        {FEATURES.map(({ key, icon }) => (
          <Box key={key} sx={{ textAlign: 'center', px: 2 }}>
            <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2 }}>
              <TintedIcon icon={icon} tone="primary" size={56} round />
            </Box>
            <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
              {t(`landing.features.${key}.title`)}
            </Typography>
            <Typography color="text.secondary">{t(`landing.features.${key}.text`)}</Typography>
          </Box>
        ))}
      </Box>
    </LandingSection>
  );
}
