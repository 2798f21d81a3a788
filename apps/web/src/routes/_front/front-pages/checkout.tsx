import Container from '@mui/material/Container';
import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { RouterButton } from '@/components/router-links';
import { CheckoutWizard } from '@/features/checkout/components/checkout-wizard';

/**
 * Spec 000's /front-pages/checkout: the shop's checkout for visitors, in the public layout. The same
 * wizard as /wizard-examples/checkout (no second implementation); the order is the shop's, payment Pending.
 */
export const Route = createFileRoute('/_front/front-pages/checkout')({
  component: function FrontCheckoutRoute() {
    const { t } = useTranslation('checkout');
    return (
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <CheckoutWizard
          actions={
            <RouterButton to="/front-pages/payment" variant="outlined">
              {t('onePage.toOnePage')}
            </RouterButton>
          }
        />
      </Container>
    );
  },
});
