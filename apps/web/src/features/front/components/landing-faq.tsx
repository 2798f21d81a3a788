import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { IconChevronDown } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RouterButton } from '@/components/router-links';
import { landingQueryOptions } from '../api/get-landing';
import { LandingSection } from './landing-section';

/** A few questions from the FAQ, and the way to the help center. */
export function LandingFaq() {
  const { t } = useTranslation('front');
  const faqs = useQuery(landingQueryOptions()).data?.faqs ?? [];
  if (faqs.length === 0) return null;
  return (
    <LandingSection
      id="faq"
      chip={t('landing.faqChip')}
      title={t('landing.faqTitle')}
      text={t('landing.faqText')}
      tinted
    >
      <Box sx={{ maxWidth: 760, mx: 'auto' }}>
        {faqs.map((faq, i) => (
          <Accordion
            key={faq.id}
            defaultExpanded={i === 0}
            disableGutters
            sx={{ '&:before': { display: 'none' }, mb: 1 }}
          >
            <AccordionSummary expandIcon={<IconChevronDown size={20} />}>
              <Typography component="span" dir="auto" sx={{ fontWeight: 500 }}>
                {faq.question}
              </Typography>
            </AccordionSummary>
            <AccordionDetails>
              <Typography color="text.secondary" dir="auto">
                {faq.answer}
              </Typography>
            </AccordionDetails>
          </Accordion>
        ))}
        <Box sx={{ textAlign: 'center', mt: 3 }}>
          <RouterButton to="/front-pages/help-center" variant="outlined">
            {t('landing.faqMore')}
          </RouterButton>
        </Box>
      </Box>
    </LandingSection>
  );
}
