import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { RouterButton } from '@/components/router-links';

/** The band under the help center and its articles: the FAQ and our contact form. */
export function HelpStillNeedHelp() {
  const { t } = useTranslation('help');
  return (
    <Box component="section" aria-labelledby="still-need-help" sx={{ bgcolor: 'action.hover', py: 6 }}>
      <Container maxWidth="sm" sx={{ textAlign: 'center' }}>
        <Typography id="still-need-help" variant="h5" component="h2" color="primary" sx={{ mb: 1 }}>
          {t('center.stillNeedHelp')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('center.stillNeedHelpText')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
          <RouterButton to="/front-pages/landing-page" hash="contact-us" variant="contained">
            {t('center.contactLink')}
          </RouterButton>
          <RouterButton to="/pages/faq" variant="outlined">
            {t('center.faqLink')}
          </RouterButton>
        </Box>
      </Container>
    </Box>
  );
}
