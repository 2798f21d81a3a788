import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormWizard } from '@/components/wizard/use-form-wizard';
import type { WizardStep } from '@/components/wizard/use-wizard';
import { WizardForm, WizardPane } from '@/components/wizard/wizard-form';
import { WizardPage } from '@/components/wizard/wizard-page';
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
  const { wizard, restart, formProps } = useFormWizard(checkout, steps, 'checkout');
  const { form, values, quote, place } = checkout;
  return (
    <WizardPage
      title={t('title')}
      subtitle={t('subtitle')}
      actions={actions}
      done={place.data && <CheckoutDone order={place.data} format={format} onAnother={restart} />}
    >
      <WizardForm
        {...formProps}
        finishLabel={place.isPending ? t('placing') : t('place')}
        busy={place.isPending || (wizard.isLast && !quote.data)}
      >
        {wizard.active === 0 && (
          <CheckoutCartStep
            cart={checkout.cart}
            onChange={checkout.setCart}
            format={format}
            error={checkout.cartError}
          />
        )}
        <WizardPane shown={wizard.active === 1}>
          <CheckoutAddressStep control={form.control} format={format} countries={checkout.countries} />
        </WizardPane>
        <WizardPane shown={wizard.active === 2}>
          <CheckoutPaymentStep control={form.control} format={format} />
        </WizardPane>
        {wizard.isLast && (
          <CheckoutReviewStep
            quote={quote.data}
            quoteError={quote.isError ? quote.error.message : null}
            values={values}
            format={format}
          />
        )}
      </WizardForm>
    </WizardPage>
  );
}
