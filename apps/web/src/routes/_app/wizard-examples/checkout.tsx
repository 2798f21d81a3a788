import { createFileRoute } from '@tanstack/react-router';
import { requireAccess } from '@/app/guards';
import { CheckoutWizard } from '@/features/checkout/components/checkout-wizard';

/** Spec 000's /wizard-examples/checkout: the shop's checkout as a four-step wizard, placing a real order. */
export const Route = createFileRoute('/_app/wizard-examples/checkout')({
  beforeLoad: requireAccess('authenticated'),
  component: CheckoutWizard,
});
