import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { FrontPricingPage } from '@/features/pricing/components/front-pricing-page';

/** Spec 000's /front-pages/pricing: the plans for visitors, in the public layout. */
export const Route = createFileRoute('/_front/front-pages/pricing')({
  validateSearch: z.object({ cycle: z.enum(['monthly', 'yearly']).optional().catch(undefined) }),
  component: function FrontPricingRoute() {
    const { cycle } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <FrontPricingPage
        cycle={cycle ?? 'monthly'}
        onCycleChange={(next) =>
          navigate({ search: { cycle: next === 'monthly' ? undefined : next }, replace: true })
        }
      />
    );
  },
});
