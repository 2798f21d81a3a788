import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { useWizard, type WizardStep } from '@/components/wizard/use-wizard';
import { WizardNav } from '@/components/wizard/wizard-nav';
import { WizardStepper } from '@/components/wizard/wizard-stepper';
import { applyServerErrors } from '@/lib/form-errors';
import { useIntlFormat } from '@/lib/intl-format';
import { checkoutQuoteQueryOptions, usePlaceOrder } from '../api/checkout';
import {
  type CartLine,
  type CheckoutFormInput,
  type CheckoutFormValues,
  checkoutForm,
  emptyCheckout,
} from '../checkout-form';
import { CheckoutCartStep } from './checkout-cart-step';
import { CheckoutDone } from './checkout-done';
import { CheckoutAddressStep, CheckoutPaymentStep } from './checkout-fields-steps';
import { CheckoutReviewStep } from './checkout-review-step';

const SERVER_FIELDS = [
  'customer.fullName',
  'customer.email',
  'customer.phone',
  'address.line1',
  'address.line2',
  'address.company',
  'address.city',
  'address.state',
  'address.postalCode',
  'address.country',
  'card.name',
  'card.number',
  'card.expiry',
  'card.cvc',
];

/**
 * The checkout in four steps (cart, address, payment, review) over the shop's real products: the order
 * it places is in the order list with payment Pending. Each step is checked before the next; going back
 * keeps everything.
 */
export function CheckoutWizard() {
  const { t } = useTranslation('checkout');
  const format = useIntlFormat();
  const form = useForm<CheckoutFormInput, unknown, CheckoutFormValues>({
    resolver: zodResolver(checkoutForm),
    defaultValues: emptyCheckout,
    mode: 'onTouched',
  });
  const [cart, setCart] = useState<CartLine[]>([]);
  const [cartError, setCartError] = useState(false);
  const steps: WizardStep<CheckoutFormInput>[] = [
    {
      key: 'cart',
      fields: [],
      check: () => {
        setCartError(cart.length === 0);
        return cart.length > 0;
      },
    },
    { key: 'address', fields: ['customer', 'address'] },
    { key: 'payment', fields: ['card'] },
    { key: 'review', fields: [] },
  ];
  const wizard = useWizard(form, steps);
  const place = usePlaceOrder();
  const values = form.watch();
  const items = cart.map((l) => ({ productId: l.product.id, qty: l.qty }));
  const quote = useQuery({
    ...checkoutQuoteQueryOptions({
      items,
      country: values.address.country as CheckoutFormValues['address']['country'],
    }),
    enabled: wizard.isLast && items.length > 0,
  });
  const [serverError, setServerError] = useState<string | null>(null);
  const submit = form.handleSubmit(async (data) => {
    setServerError(null);
    try {
      await place.mutateAsync({ ...data, items });
    } catch (error) {
      setServerError(applyServerErrors(error, form.setError, SERVER_FIELDS));
      wizard.openStepOfErrors();
    }
  });
  const restart = () => {
    form.reset(emptyCheckout);
    setCart([]);
    place.reset();
    wizard.restart();
  };
  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Card>
        <CardContent>
          {place.data ? (
            <CheckoutDone order={place.data} format={format} onAnother={restart} />
          ) : (
            <Box component="form" noValidate onSubmit={submit}>
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
              {serverError && (
                <Alert severity="error" sx={{ mb: 2 }}>
                  {serverError}
                </Alert>
              )}
              {wizard.active === 0 && (
                <CheckoutCartStep
                  cart={cart}
                  onChange={(c) => {
                    setCart(c);
                    setCartError(false);
                  }}
                  format={format}
                  error={cartError}
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
