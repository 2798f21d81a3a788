import type { Email, EmailLabel, EmailListAnswer, EmailUpdateBody } from '@app/contracts';
import type { InfiniteData } from '@tanstack/react-query';
import type { EmailsQuery } from './api/get-emails';

export type EmailChange = Pick<EmailUpdateBody, 'data' | 'label'>;

/** Whether an e-mail belongs in a folder or label view (the search text is left to the server). */
export function belongsTo(
  email: Pick<Email, 'folder' | 'isDeleted' | 'isStarred' | 'labels'>,
  query: EmailsQuery,
) {
  if (query.filter === 'trashed') return email.isDeleted;
  if (email.isDeleted) return false;
  if (query.label && !email.labels.includes(query.label)) return false;
  if (query.filter === 'starred') return email.isStarred;
  if (query.filter) return email.folder === query.filter;
  return true;
}

/** Toggling a label on several e-mails: added to all unless all already had it (then removed from all). */
export function toggledLabels(emails: Pick<Email, 'labels'>[], label: EmailLabel) {
  const all = emails.length > 0 && emails.every((e) => e.labels.includes(label));
  return (labels: EmailLabel[]) =>
    all ? labels.filter((l) => l !== label) : labels.includes(label) ? labels : [...labels, label];
}

/** The e-mail as it will be once the change is made. */
export function applyChange<T extends Email>(
  email: T,
  change: EmailChange,
  label?: (l: EmailLabel[]) => EmailLabel[],
): T {
  const next = { ...email, ...change.data };
  return label ? { ...next, labels: label(email.labels) } : next;
}

/**
 * A list as it will be once the change is made: changed e-mails are updated, and those that no longer
 * belong in the view (moved, deleted, unstarred in Starred) leave it at once.
 */
export function changedList(
  data: InfiniteData<EmailListAnswer, string | undefined>,
  query: EmailsQuery,
  ids: number[],
  change: EmailChange,
  label?: (l: EmailLabel[]) => EmailLabel[],
): InfiniteData<EmailListAnswer, string | undefined> {
  const wanted = new Set(ids);
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      emails: page.emails
        .map((e) => (wanted.has(e.id) ? applyChange(e, change, label) : e))
        .filter((e) => !wanted.has(e.id) || belongsTo(e, query)),
    })),
  };
}
