import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterButton } from '@/components/router-links';
import { LandingContact } from './landing-contact';
import { LandingFaq } from './landing-faq';
import { LandingFeatures } from './landing-features';
import { LandingReviews } from './landing-reviews';
import { LandingTeam } from './landing-team';

/**
 * A section below the fold, in a Suspense boundary of its own: the server sends it drawn, and in the
 * browser React hydrates the page's top first (in one pass with the header), then each such boundary in
 * a pass of its own (rendered in slices that yield to the browser every few milliseconds, then committed
 * alone), so no one task hydrates the whole page; one the visitor clicks or types into is hydrated first,
 * at once (decision 018). Its code is in the page's chunk, so it never suspends.
 */
function Deferred({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

/** The public landing page: hero, features, reviews, team, FAQ and the contact form. */
export function LandingPage() {
  const { t } = useTranslation('front');
  return (
    <>
      <Box
        component="section"
        aria-labelledby="hero-title"
        sx={(theme) => ({
          py: { xs: 8, md: 12 },
          textAlign: 'center',
          backgroundImage: `linear-gradient(180deg, ${theme.palette.mode === 'dark' ? 'rgba(115,103,240,0.16)' : 'rgba(115,103,240,0.10)'}, transparent)`,
        })}
      >
        <Container maxWidth="md">
          <Typography
            id="hero-title"
            component="h1"
            sx={{ fontSize: { xs: '2rem', md: '3rem' }, fontWeight: 800, lineHeight: 1.2, mb: 2 }}
            color="primary"
          >
            {t('landing.heroTitle')}
          </Typography>
          <Typography sx={{ fontSize: { xs: '1rem', md: '1.25rem' }, mb: 4 }} color="text.secondary">
            {t('landing.heroText')}
          </Typography>
          <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
            <RouterButton to="/login" variant="contained" size="large">
              {t('landing.getStarted')}
            </RouterButton>
            <RouterButton to="/front-pages/help-center" variant="outlined" size="large">
              {t('landing.learnMore')}
            </RouterButton>
          </Box>
        </Container>
      </Box>
      <Deferred>
        <LandingFeatures />
      </Deferred>
      <Deferred>
        <LandingReviews />
      </Deferred>
      <Deferred>
        <LandingTeam />
      </Deferred>
      <Deferred>
        <LandingFaq />
      </Deferred>
      <Deferred>
        <LandingContact />
      </Deferred>
    </>
  );
}
