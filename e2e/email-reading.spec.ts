import type { APIRequestContext } from '@playwright/test';
import { ADMIN, type Api, apiAs, expect as baseExpect, openAs, test } from './support';

// A mail reaches the inbox once the undo delay (EMAIL_UNDO_SECONDS) is over.
const expect = baseExpect.configure({ timeout: 30_000 });

type Mail = { id: number; subject: string; isRead: boolean; isDeleted: boolean };
type Inbox = { emails: Mail[]; emailsMeta: { inbox: number } };

/** A staff account of its own, with one unread mail from the admin in its inbox. */
async function staffWithMail(request: APIRequestContext, tag: string) {
  const admin = await apiAs(request, ADMIN);
  const stamp = `${tag}${Date.now().toString(36)}`;
  const who = { email: `sam.${stamp}@demo.com`, password: 'staff-pass-8', fullName: `Sam ${stamp}` };
  await admin.send('POST', '/apps/users', {
    fullName: who.fullName,
    username: `sam.${stamp}`,
    email: who.email,
    role: 'editor',
    currentPlan: 'team',
    password: who.password,
  });
  const subject = `Figures ${stamp}`;
  await admin.send('POST', '/apps/email/messages', {
    to: [who.email],
    subject,
    message: '<p>Could you check the figures?</p>',
    send: true,
  });
  const staff = await apiAs(request, who);
  let mail: Mail | undefined;
  await expect(async () => {
    mail = (await staff.get<Inbox>('/apps/email', { filter: 'inbox', q: subject })).emails[0];
    expect(mail).toBeDefined();
  }).toPass();
  return { who, staff, subject, mail: mail as Mail };
}

const unreadCount = async (staff: Api) =>
  (await staff.get<Inbox>('/apps/email', { filter: 'inbox' })).emailsMeta.inbox;

test('opening a mail marks it read; "Mark as unread" keeps it unread while it stays open', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { who, staff, subject, mail } = await staffWithMail(request, 'r');
  expect(mail.isRead).toBe(false);
  const before = await unreadCount(staff);

  await openAs(page, who, '/apps/email');
  await page.getByRole('button', { name: new RegExp(`^Unread, .*${subject}`) }).click();
  await expect(page.getByRole('heading', { name: subject, level: 2 })).toBeVisible();

  // Read on the server, and counted so: after a reload too.
  await expect
    .poll(async () => (await staff.get<{ email: Mail }>(`/apps/email/${mail.id}`)).email.isRead)
    .toBe(true);
  expect(await unreadCount(staff)).toBe(before - 1);
  await page.reload();
  await expect(page.getByRole('heading', { name: subject, level: 2 })).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(`^Unread, .*${subject}`) })).toHaveCount(0);

  // Marked unread by hand, it stays so while open.
  await page.getByRole('button', { name: 'Mark as unread', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Mark as read', exact: true })).toBeVisible();
  await expect
    .poll(async () => (await staff.get<{ email: Mail }>(`/apps/email/${mail.id}`)).email.isRead)
    .toBe(false);
  await page.waitForTimeout(3000);
  expect((await staff.get<{ email: Mail }>(`/apps/email/${mail.id}`)).email.isRead).toBe(false);
  expect(await unreadCount(staff)).toBe(before);
  await expect(page.getByRole('button', { name: 'Mark as read', exact: true })).toBeVisible();
});

test('Reply takes the focus: typed j, k, e, r and # go into the reply, which shows in the thread once sent', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { who, staff, subject, mail } = await staffWithMail(request, 'k');
  await openAs(page, who, '/apps/email');
  await page.getByRole('button', { name: new RegExp(`^Unread, .*${subject}`) }).click();
  await expect(page.getByRole('heading', { name: subject, level: 2 })).toBeVisible();

  await page.getByRole('button', { name: 'Reply', exact: true }).click();
  const reply = page.getByRole('form', { name: 'Message' });
  const editor = reply.getByRole('textbox', { name: 'Message' });
  await expect(editor).toBeFocused();
  await expect(editor).toBeInViewport();
  const text = 'Just checked: j, k, e, r and # are fine';
  await page.keyboard.type(text);
  await expect(editor).toContainText(text);
  // No shortcut ran: the mail is still open, not in the trash, and still the one shown.
  await expect(page.getByRole('heading', { name: subject, level: 2 })).toBeVisible();
  expect((await staff.get<{ email: Mail }>(`/apps/email/${mail.id}`)).email.isDeleted).toBe(false);

  await reply.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Message sent')).toBeVisible();
  // One's own reply shows below the mail it answers.
  const mine = page.getByRole('article', { name: `Message from ${who.fullName}` });
  await expect(mine).toBeVisible();
  await expect(mine.frameLocator('iframe').locator('body')).toContainText(text);
  expect((await staff.get<{ email: Mail }>(`/apps/email/${mail.id}`)).email.isDeleted).toBe(false);
});

test('Forward takes the focus into its To field, so typing there fires no shortcut', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { who, staff, subject, mail } = await staffWithMail(request, 'f');
  await openAs(page, who, '/apps/email');
  await page.getByRole('button', { name: new RegExp(`^Unread, .*${subject}`) }).click();
  await page.getByRole('button', { name: 'Forward', exact: true }).click();
  const to = page.getByRole('form', { name: 'Message' }).getByRole('combobox', { name: 'To' });
  await expect(to).toBeFocused();
  await page.keyboard.type('#jek');
  await expect(to).toHaveValue('#jek');
  await expect(page.getByRole('heading', { name: subject, level: 2 })).toBeVisible();
  expect((await staff.get<{ email: Mail }>(`/apps/email/${mail.id}`)).email.isDeleted).toBe(false);
});
