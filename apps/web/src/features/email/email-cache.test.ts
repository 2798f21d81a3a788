import type { Email, EmailListAnswer } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { belongsTo, changedList, toggledLabels } from './email-cache';

const mail = (id: number, patch: Partial<Email> = {}): Email => ({
  id,
  to: [{ email: 'me@x.io', name: 'Me' }],
  from: { email: 'a@x.io', name: 'Ann', avatar: '' },
  subject: `Mail ${id}`,
  cc: [],
  bcc: [],
  message: '<p>Hello</p>',
  attachments: [],
  isStarred: false,
  labels: [],
  time: '2026-01-01T10:00:00.000Z',
  folder: 'inbox',
  isRead: false,
  isDeleted: false,
  deliveryStatus: null,
  deliveryError: null,
  replies: [],
  ...patch,
});

const page = (emails: Email[]) => ({
  pages: [
    {
      emails,
      emailsMeta: { inbox: 0, draft: 0, spam: 0, star: 0 },
      nextCursor: null,
    } satisfies EmailListAnswer,
  ],
  pageParams: [undefined],
});

describe('belongsTo', () => {
  it('shows deleted e-mails only under trashed', () => {
    expect(belongsTo(mail(1, { isDeleted: true }), { filter: 'inbox' })).toBe(false);
    expect(belongsTo(mail(1, { isDeleted: true }), { filter: 'trashed' })).toBe(true);
    expect(belongsTo(mail(1), { filter: 'trashed' })).toBe(false);
  });
  it('reads starred and labels across folders', () => {
    expect(belongsTo(mail(1, { folder: 'sent', isStarred: true }), { filter: 'starred' })).toBe(true);
    expect(belongsTo(mail(1, { folder: 'spam', labels: ['company'] }), { label: 'company' })).toBe(true);
    expect(belongsTo(mail(1), { label: 'company' })).toBe(false);
  });
});

describe('changedList', () => {
  it('updates the changed e-mails and drops those that leave the view', () => {
    const data = page([mail(1), mail(2), mail(3)]);
    const trashed = changedList(data, { filter: 'inbox' }, [2], { data: { isDeleted: true } });
    expect(trashed.pages[0].emails.map((e) => e.id)).toEqual([1, 3]);
    const read = changedList(data, { filter: 'inbox' }, [1, 3], { data: { isRead: true } });
    expect(read.pages[0].emails.map((e) => e.isRead)).toEqual([true, false, true]);
  });
  it('takes an unstarred e-mail out of Starred', () => {
    const data = page([mail(1, { isStarred: true })]);
    expect(
      changedList(data, { filter: 'starred' }, [1], { data: { isStarred: false } }).pages[0].emails,
    ).toEqual([]);
  });
});

describe('toggledLabels', () => {
  it('adds a label to all unless all have it, then removes it from all', () => {
    const some = toggledLabels([{ labels: ['company'] }, { labels: [] }], 'company');
    expect(some(['company'])).toEqual(['company']);
    expect(some([])).toEqual(['company']);
    const all = toggledLabels([{ labels: ['company'] }, { labels: ['company', 'private'] }], 'company');
    expect(all(['company', 'private'])).toEqual(['private']);
  });
});
