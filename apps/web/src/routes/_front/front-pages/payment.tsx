import Container from '@mui/material/Container';
import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { RouterButton } from '@/components/router-links';
import { PaymentPage } from '@/features/checkout/components/payment-page';

/** Spec 000's /front-pages/payment: the same checkout as /front-pages/checkout, on one page (docs/checkout.md). */
export const Route = createFileRoute('/_front/front-pages/payment')({
  component: function FrontPaymentRoute() {
    const { t } = useTranslation('checkout');
    return (
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <PaymentPage
          wizardLink={
            <RouterButton to="/front-pages/checkout" variant="outlined">
              {t('onePage.wizard')}
            </RouterButton>
          }
        />
      </Container>
    );
  },
});
