import { useNavigate } from '@tanstack/react-router';
import type { EmailSearch, EmailView } from '../email-search';
import { EmailNotFound } from './email-not-found';
import { EmailPage } from './email-page';

type Props = { view: EmailView | undefined; search: EmailSearch };

/** What the three mailbox routes render: the mailbox, or "not found" for an unknown folder or label. */
export function EmailRoutePage({ view, search }: Props) {
  const navigate = useNavigate();
  if (!view) return <EmailNotFound />;
  const change = (patch: Partial<EmailSearch>) =>
    void navigate({
      to: '.',
      search: (prev: EmailSearch) => ({ ...prev, ...patch }),
      replace: 'q' in patch,
      resetScroll: false,
    });
  return <EmailPage view={view} search={search} onSearchChange={change} />;
}
