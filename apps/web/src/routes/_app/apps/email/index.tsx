import { createFileRoute } from '@tanstack/react-router';
import { EmailRoutePage } from '@/features/email/components/email-route-page';
import { emailSearch, INBOX } from '@/features/email/email-search';
import { requireAccess } from '@/lib/session/guards';

export const Route = createFileRoute('/_app/apps/email/')({
  beforeLoad: requireAccess({ action: 'read', subject: 'Email' }),
  validateSearch: emailSearch,
  component: () => <EmailRoutePage view={INBOX} search={Route.useSearch()} />,
});
