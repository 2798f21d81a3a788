import type { CrmDashboardAnswer } from '@app/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { IconConfetti } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { GrowthChip } from '@/components/stat-card/growth-chip';
import type { IntlFormat } from '@/lib/intl-format';

type Props = {
  name: string;
  signups: CrmDashboardAnswer['signups'];
  canReadUsers: boolean;
  format: IntlFormat;
};

/** Greets the signed-in user with this month's sign-ups against last month's. */
export function WelcomeCard({ name, signups, canReadUsers, format }: Props) {
  const { t } = useTranslation('crm-dashboard');
  const { thisMonth, lastMonth, growthPercent } = signups;
  return (
    <Card sx={{ height: '100%', position: 'relative', overflow: 'hidden' }}>
      <CardContent sx={{ height: '100%', display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        <Typography variant="h5" component="h2">
          {t('welcome.title', { name })}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('welcome.subtitle')}
        </Typography>
        <Box sx={{ flex: 1, minHeight: 16 }} />
        <Stack spacing={0.25} sx={{ position: 'relative', zIndex: 1, pr: 12 }}>
          <Typography variant="h3" component="p" sx={{ color: 'primary.main', fontWeight: 500 }}>
            {format.number(thisMonth)}
          </Typography>
          <Typography variant="body1">{t('welcome.signupsThisMonth', { count: thisMonth })}</Typography>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <GrowthChip percent={growthPercent} title={t('welcome.growthTitle')} format={format} />
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {growthPercent === null
                ? t('welcome.noComparison')
                : t('welcome.vsLastMonth', { last: format.number(lastMonth) })}
            </Typography>
          </Stack>
        </Stack>
        {canReadUsers && (
          <Button
            component={Link}
            to="/apps/user/list"
            variant="contained"
            sx={{ alignSelf: 'flex-start', mt: 2 }}
          >
            {t('welcome.viewUsers')}
          </Button>
        )}
      </CardContent>
      <Box
        aria-hidden
        sx={(theme) => ({
          position: 'absolute',
          right: -24,
          bottom: -24,
          width: 150,
          height: 150,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          color: 'primary.main',
          bgcolor: alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.2 : 0.12),
        })}
      >
        <IconConfetti size={72} stroke={1.3} />
      </Box>
    </Card>
  );
}
