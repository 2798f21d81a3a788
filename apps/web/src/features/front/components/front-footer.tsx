import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { RouterTextLink } from '@/components/router-links';
import { APP_BRAND } from '@/lib/config';
import { routeOf, useFrontLinks } from './use-front-links';

/** The public footer: what the service is, the front pages, and the copyright. */
export function FrontFooter() {
  const { t } = useTranslation('front');
  const links = useFrontLinks();
  return (
    <Box
      component="footer"
      sx={(theme) => ({
        bgcolor: theme.palette.mode === 'dark' ? 'background.paper' : 'grey.900',
        color: 'grey.300',
      })}
    >
      <Container
        maxWidth="lg"
        sx={{ py: 5, display: 'flex', flexWrap: 'wrap', gap: 4, justifyContent: 'space-between' }}
      >
        <Box sx={{ maxWidth: 360 }}>
          <Typography variant="h6" component="p" sx={{ color: 'common.white', mb: 1 }}>
            {APP_BRAND}
          </Typography>
          <Typography variant="body2">{t('footer.about')}</Typography>
        </Box>
        <Box component="nav" aria-label={t('footer.nav')}>
          <Typography variant="subtitle2" component="p" sx={{ color: 'common.white', mb: 1 }}>
            {t('footer.pages')}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
            {links.map((link) => (
              <li key={link.key}>
                <RouterTextLink to={routeOf(link)} color="inherit" underline="hover" variant="body2">
                  {t(`links.${link.key}`)}
                </RouterTextLink>
              </li>
            ))}
            <li>
              <RouterTextLink to="/login" color="inherit" underline="hover" variant="body2">
                {t('header.signIn')}
              </RouterTextLink>
            </li>
          </Box>
        </Box>
      </Container>
      <Box sx={{ borderTop: 1, borderColor: 'rgba(255,255,255,0.12)' }}>
        <Container maxWidth="lg" sx={{ py: 2 }}>
          <Typography variant="body2">
            © {new Date().getFullYear()} {APP_BRAND}. {t('footer.rights')}
          </Typography>
        </Container>
      </Box>
    </Box>
  );
}
