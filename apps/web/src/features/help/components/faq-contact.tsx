import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { IconBook2, IconMail } from '@tabler/icons-react';
import { createLink } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { TintedIcon } from '@/components/tinted-icon';

const RouterCardAction = createLink(CardActionArea);

/** "Still have a question?": the help center's guides, and our contact form. */
export function FaqContact() {
  const { t } = useTranslation('help');
  const ways = [
    { key: 'helpCenter', icon: IconBook2, to: '/front-pages/help-center', hash: undefined },
    { key: 'contact', icon: IconMail, to: '/front-pages/landing-page', hash: 'contact-us' },
  ] as const;
  return (
    <Box component="section" aria-labelledby="faq-contact-title" sx={{ textAlign: 'center' }}>
      <Chip label={t('faq.contact.chip')} color="primary" variant="outlined" size="small" sx={{ mb: 2 }} />
      <Typography id="faq-contact-title" variant="h5" component="h2" sx={{ mb: 1 }}>
        {t('faq.contact.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {t('faq.contact.subtitle')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          gap: 3,
          maxWidth: 760,
          mx: 'auto',
        }}
      >
        {ways.map((way) => (
          <Card key={way.key} variant="outlined" sx={{ bgcolor: 'action.hover' }}>
            <RouterCardAction to={way.to} hash={way.hash} sx={{ p: 3, textAlign: 'center' }}>
              <Box sx={{ display: 'flex', justifyContent: 'center', mb: 1.5 }}>
                <TintedIcon icon={way.icon} tone="primary" size={44} />
              </Box>
              <Typography variant="h6" component="span" sx={{ display: 'block' }}>
                {t(`faq.contact.${way.key}`)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t(`faq.contact.${way.key}Hint`)}
              </Typography>
            </RouterCardAction>
          </Card>
        ))}
      </Box>
    </Box>
  );
}
