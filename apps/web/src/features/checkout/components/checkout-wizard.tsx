import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { useWizard, type WizardStep } from '@/components/wizard/use-wizard';
import { WizardNav } from '@/components/wizard/wizard-nav';
import { WizardStepper } from '@/components/wizard/wizard-stepper';
import { useIntlFormat } from '@/lib/intl-format';
import type { CheckoutFormInput } from '../checkout-form';
import { useCheckout } from '../use-checkout';
import { CheckoutCartStep } from './checkout-cart-step';
import { CheckoutDone } from './checkout-done';
import { CheckoutAddressStep, CheckoutPaymentStep } from './checkout-fields-steps';
import { CheckoutReviewStep } from './checkout-review-step';

/**
 * The checkout in four steps (cart, address, payment, review) over the shop's real products: the order
 * it places is in the order list with payment Pending. Each step is checked before the next; going back
 * keeps everything. /front-pages/payment is the same checkout on one page (`useCheckout`).
 */
export function CheckoutWizard({ actions }: { actions?: ReactNode } = {}) {
  const { t } = useTranslation('checkout');
  const format = useIntlFormat();
  const checkout = useCheckout();
  const steps: WizardStep<CheckoutFormInput>[] = [
    { key: 'cart', fields: [], check: checkout.checkCart },
    { key: 'address', fields: ['customer', 'address'] },
    { key: 'payment', fields: ['card'] },
    { key: 'review', fields: [] },
  ];
  const wizard = useWizard(checkout.form, steps);
  const { form, values, quote, place } = checkout;
  const restart = () => {
    checkout.restart();
    wizard.restart();
  };
  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} actions={actions} />
      <Card>
        <CardContent>
          {place.data ? (
            <CheckoutDone order={place.data} format={format} onAnother={restart} />
          ) : (
            <Box component="form" noValidate onSubmit={checkout.submit(wizard.openStepOfErrors)}>
              <WizardStepper
                steps={steps.map((s) => ({
                  key: s.key,
                  label: t(`steps.${s.key}`),
                  description: t(`steps.${s.key}Hint`),
                }))}
                active={wizard.active}
                reached={wizard.reached}
                onOpen={wizard.open}
              />
              {checkout.serverError && (
                <Alert severity="error" sx={{ mb: 2 }}>
                  {checkout.serverError}
                </Alert>
              )}
              {wizard.active === 0 && (
                <CheckoutCartStep
                  cart={checkout.cart}
                  onChange={checkout.setCart}
                  format={format}
                  error={checkout.cartError}
                />
              )}
              <Box sx={{ display: wizard.active === 1 ? 'block' : 'none' }}>
                <CheckoutAddressStep control={form.control} format={format} />
              </Box>
              <Box sx={{ display: wizard.active === 2 ? 'block' : 'none' }}>
                <CheckoutPaymentStep control={form.control} format={format} />
              </Box>
              {wizard.isLast && (
                <CheckoutReviewStep
                  quote={quote.data}
                  quoteError={quote.isError ? quote.error.message : null}
                  values={values}
                  format={format}
                />
              )}
              <WizardNav
                first={wizard.active === 0}
                last={wizard.isLast}
                onBack={wizard.back}
                onNext={() => void wizard.next()}
                finishLabel={place.isPending ? t('placing') : t('place')}
                busy={place.isPending || (wizard.isLast && !quote.data)}
              />
            </Box>
          )}
        </CardContent>
      </Card>
    </>
  );
}
