import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { PricingPage } from '@/features/pricing/components/pricing-page';
import { requireAccess } from '@/lib/session/guards';

export const Route = createFileRoute('/_app/pages/pricing')({
  beforeLoad: requireAccess('authenticated'),
  validateSearch: z.object({ cycle: z.enum(['monthly', 'yearly']).optional().catch(undefined) }),
  component: function PricingRoute() {
    const { cycle } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <PricingPage
        cycle={cycle ?? 'monthly'}
        onCycleChange={(next) =>
          navigate({ search: { cycle: next === 'monthly' ? undefined : next }, replace: true })
        }
      />
    );
  },
});
