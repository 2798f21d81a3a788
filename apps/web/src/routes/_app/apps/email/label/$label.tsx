import { createFileRoute } from '@tanstack/react-router';
import { EmailRoutePage } from '@/features/email/components/email-route-page';
import { emailSearch, parseView } from '@/features/email/email-search';
import { requireAccess } from '@/lib/session/guards';

export const Route = createFileRoute('/_app/apps/email/label/$label')({
  beforeLoad: requireAccess({ action: 'read', subject: 'Email' }),
  validateSearch: emailSearch,
  component: EmailLabelRoute,
});

function EmailLabelRoute() {
  const { label } = Route.useParams();
  return <EmailRoutePage view={parseView('label', label)} search={Route.useSearch()} />;
}
