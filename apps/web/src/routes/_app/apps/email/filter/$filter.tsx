import { createFileRoute } from '@tanstack/react-router';
import { EmailRoutePage } from '@/features/email/components/email-route-page';
import { emailSearch, parseView } from '@/features/email/email-search';
import { requireAccess } from '@/lib/session/guards';

export const Route = createFileRoute('/_app/apps/email/filter/$filter')({
  beforeLoad: requireAccess({ action: 'read', subject: 'Email' }),
  validateSearch: emailSearch,
  component: EmailFilterRoute,
});

function EmailFilterRoute() {
  const { filter } = Route.useParams();
  return <EmailRoutePage view={parseView('filter', filter)} search={Route.useSearch()} />;
}
