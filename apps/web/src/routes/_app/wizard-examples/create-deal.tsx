import { createFileRoute } from '@tanstack/react-router';
import { DealWizard } from '@/features/deal/components/deal-wizard';
import { requireAccess } from '@/lib/session/guards';

/** Issue 11's create-deal wizard: four steps over one form, creating a real deal listed on /apps/deals. */
export const Route = createFileRoute('/_app/wizard-examples/create-deal')({
  beforeLoad: requireAccess({ action: 'create', subject: 'Deal' }),
  component: DealWizard,
});
