import { createFileRoute } from '@tanstack/react-router';
import { CheckoutWizard } from '@/features/checkout/components/checkout-wizard';
import { requireAccess } from '@/lib/session/guards';

/** Spec 000's /wizard-examples/checkout: the shop's checkout as a four-step wizard, placing a real order. */
export const Route = createFileRoute('/_app/wizard-examples/checkout')({
  beforeLoad: requireAccess('authenticated'),
  component: CheckoutWizard,
});
