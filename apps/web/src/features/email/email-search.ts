import { type EmailFilter, type EmailLabel, emailFilters, emailLabels } from '@app/contracts';
import { z } from 'zod';
import { text } from '@/lib/url-search';
import type { EmailsQuery } from './api/get-emails';

/** The mailbox's state in the URL: the search text and the open e-mail. */
export const emailSearch = z.object({
  q: text(200),
  id: z.coerce.number().int().positive().max(2_147_483_647).optional().catch(undefined),
});
export type EmailSearch = z.output<typeof emailSearch>;

/** Which part of the mailbox a page shows: a folder (or starred, trashed) or a label. */
export type EmailView =
  | { filter: EmailFilter; label?: undefined }
  | { filter?: undefined; label: EmailLabel };

export const INBOX: EmailView = { filter: 'inbox' };

/** The view of `/apps/email/filter/$filter` and `/label/$label`; undefined for an unknown one. */
export function parseView(kind: 'filter' | 'label', value: string): EmailView | undefined {
  if (kind === 'filter')
    return (emailFilters as readonly string[]).includes(value) ? { filter: value as EmailFilter } : undefined;
  return (emailLabels as readonly string[]).includes(value) ? { label: value as EmailLabel } : undefined;
}

export const toEmailsQuery = (view: EmailView, search: EmailSearch): EmailsQuery => ({
  ...(view.filter ? { filter: view.filter } : { label: view.label }),
  ...(search.q ? { q: search.q } : {}),
});
