import type { Email, EmailReply } from '@app/contracts';

const BLOCKS = 'p, div, br, li, tr, td, th, h1, h2, h3, h4, h5, h6, blockquote, pre, hr';

/** The words of an HTML message, for the list's one-line preview (DOMParser runs nothing). */
export function plainText(html: string, max = 200): string {
  if (!html) return '';
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const el of Array.from(doc.querySelectorAll('style, script, title'))) el.remove();
  // Blocks and line breaks part words: "<p>Hi,</p><p>Please" reads "Hi, Please", not "Hi,Please".
  for (const el of Array.from(doc.body.querySelectorAll(BLOCKS))) el.after(' ');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, max);
}

/** "Re: Subject" without piling up prefixes. */
export function prefixed(prefix: 'Re' | 'Fwd', subject: string): string {
  const bare = subject.replace(/^((re|fwd?|tr)\s*:\s*)+/i, '');
  return `${prefix}: ${bare}`;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The earlier message quoted under a reply or a forward. */
export function quoted(email: EmailReply, heading: string): string {
  return `<p></p><p>${escapeHtml(heading)}</p><blockquote>${email.message}</blockquote>`;
}

export type Recipients = { to: string[]; cc: string[] };

/** Who a reply goes to: the sender (or, on one's own sent mail, its recipients); reply all adds the rest. */
export function replyRecipients(email: Email | EmailReply, me: string, all: boolean): Recipients {
  const mine = email.from.email.toLowerCase() === me.toLowerCase();
  const to = mine ? email.to.map((a) => a.email) : [email.from.email];
  if (!all) return { to, cc: [] };
  const others = [...email.to.map((a) => a.email), ...email.cc].filter(
    (a) => a.toLowerCase() !== me.toLowerCase() && !to.some((t) => t.toLowerCase() === a.toLowerCase()),
  );
  return { to, cc: [...new Set(others)] };
}
