import { createFileRoute } from '@tanstack/react-router';
import { requireAccess } from '@/app/guards';
import { EmailRoutePage } from '@/features/email/components/email-route-page';
import { emailSearch, parseView } from '@/features/email/email-search';

export const Route = createFileRoute('/_app/apps/email/label/$label')({
  beforeLoad: requireAccess({ action: 'read', subject: 'Email' }),
  validateSearch: emailSearch,
  component: EmailLabelRoute,
});

function EmailLabelRoute() {
  const { label } = Route.useParams();
  return <EmailRoutePage view={parseView('label', label)} search={Route.useSearch()} />;
}
