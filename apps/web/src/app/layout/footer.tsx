import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { APP_BRAND } from '@/lib/config';
import { ContentBox } from './content-box';

/** The static footer at the foot of every page. */
export function Footer() {
  const { t } = useTranslation('app');
  return (
    <ContentBox
      component="footer"
      sx={{
        px: { xs: 2, sm: 3 },
        py: 2,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1,
        justifyContent: 'space-between',
      }}
    >
      <Typography variant="body2" color="text.secondary">
        © {new Date().getFullYear()} {APP_BRAND}. {t('footer.rights')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('footer.tagline')}
      </Typography>
    </ContentBox>
  );
}
