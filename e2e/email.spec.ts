import type { Page } from '@playwright/test';
import { ADMIN, apiAs, expect as baseExpect, openAs, signInFromStart, test } from './support';

// Sending waits out the undo delay (EMAIL_UNDO_SECONDS) before the mail is delivered.
const expect = baseExpect.configure({ timeout: 60_000 });

/** A staff account of its own (the seeded staff have no password), with the mailbox every staff role gets. */
async function createStaff(request: Parameters<typeof apiAs>[0], tag: string) {
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
  return { ...who, admin };
}

/**
 * The list row that opens an e-mail, named by what it shows ("Unread, " when unread, the sender, the
 * subject, the start of the text, the time); the star and the checkbox quote the subject instead.
 */
const mailRow = (page: Page, subject: string) =>
  page.getByRole('button', { name: new RegExp(`\\s${subject}(\\s|$)`) }).first();

const frameText = (page: Page) => page.frameLocator('iframe[title^="Message:"]').last().locator('body');

test('the admin writes to a staff member, who reads it, replies, stars it and moves it to the trash', async ({
  page,
  request,
}) => {
  test.setTimeout(360_000);
  const staff = await createStaff(request, 'j');
  const subject = `Budget review ${Date.now()}`;

  await openAs(page, ADMIN, '/apps/email');
  await expect(page.getByRole('list', { name: 'E-mails' }).getByRole('listitem').first()).toBeVisible();
  await page.getByRole('button', { name: 'Compose' }).click();
  const dialog = page.getByRole('dialog', { name: 'New message' });
  // The address comes from the app's users as it is typed.
  await dialog.getByRole('combobox', { name: 'To' }).fill(staff.fullName);
  await page.getByRole('option', { name: new RegExp(staff.email.replace(/\./g, '\\.')) }).click();
  await dialog.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await dialog.getByRole('textbox', { name: 'Message' }).click();
  await page.keyboard.type('Could you check the figures before Friday?');
  // The draft saves itself while typing.
  await expect(dialog.getByRole('status')).toHaveText('Draft saved');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Message sent')).toBeVisible();
  await expect(dialog).toBeHidden();

  // In Sent, with its delivery state once the undo delay is over.
  await page.getByRole('link', { name: /^Sent/ }).click();
  await mailRow(page, subject).click();
  await expect(page.getByTestId('email-delivery')).toHaveText('Delivered to the server');

  // The staff member reads it.
  await page.evaluate(() => localStorage.clear());
  await openAs(page, staff, '/apps/email');
  const row = page.getByRole('button', { name: new RegExp(`^Unread, .*\\s${subject}(\\s|$)`) });
  await row.click();
  await expect(page.getByRole('heading', { name: subject, level: 2 })).toBeVisible();
  await expect(frameText(page)).toContainText('Could you check the figures before Friday?');

  // Replies.
  await page.getByRole('button', { name: 'Reply', exact: true }).click();
  const reply = page.getByRole('form', { name: 'Message' });
  await expect(reply.getByRole('combobox', { name: 'To' })).toBeVisible();
  await expect(reply.getByRole('button', { name: 'admin@demo.com' })).toBeVisible();
  // The mail being answered is quoted below the reply.
  await expect(reply.locator('blockquote')).toContainText('Could you check the figures before Friday?');
  await reply.getByRole('textbox', { name: 'Message' }).click();
  await page.keyboard.press('Control+Home');
  await page.keyboard.type('Yes, I will have them by Thursday.');
  await reply.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Message sent')).toBeVisible();

  // Stars it, then moves it to the trash, where it is found.
  await page.getByRole('button', { name: 'Star', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Remove the star', exact: true })).toBeVisible();
  await page.getByRole('link', { name: /^Starred/ }).click();
  await mailRow(page, subject).click();
  await page.getByRole('button', { name: 'Move to trash', exact: true }).click();
  await expect(page.getByText('E-mail moved to trash')).toBeVisible();
  await page.getByRole('link', { name: /^Trash/ }).click();
  await expect(page).toHaveURL(/\/apps\/email\/filter\/trashed/);
  await expect(mailRow(page, subject)).toBeVisible();

  // The admin has the reply in the inbox once its undo delay is over.
  await expect
    .poll(async () => {
      const inbox = await staff.admin.get<{ emails: { subject: string }[] }>('/apps/email', {
        q: subject,
        filter: 'inbox',
      });
      return inbox.emails.map((e) => e.subject);
    })
    .toContain(`Re: ${subject}`);
});

test('a mail with a script and an onerror image runs nothing when opened', async ({ page, request }) => {
  test.setTimeout(240_000);
  const admin = await apiAs(request, ADMIN);
  const subject = `Tricky HTML ${Date.now()}`;
  await admin.send('POST', '/apps/email/messages', {
    to: [ADMIN.email],
    subject,
    message:
      '<p>Look at this</p><script>window.parent.pwned = 1; alert(1)</script>' +
      '<img src="x" onerror="window.parent.pwned = 2; alert(2)"><a href="javascript:alert(3)">link</a>' +
      '<svg onload="window.parent.pwned = 3"></svg>',
    send: true,
  });
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await signInFromStart(page, ADMIN);
  // Delivered to the inbox once the undo delay is over.
  await expect(async () => {
    const inbox = await admin.get<{ emails: { subject: string }[] }>('/apps/email', { q: subject });
    expect(inbox.emails.length).toBeGreaterThan(0);
  }).toPass({ timeout: 30_000 });
  await page.goto('/apps/email');
  await mailRow(page, subject).click();
  await expect(frameText(page)).toContainText('Look at this');
  const frame = page.locator('iframe[title^="Message:"]').last();
  expect(await frame.getAttribute('sandbox')).not.toContain('allow-scripts');
  await frameText(page).getByText('link').click();
  await page.waitForTimeout(1000);
  expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
});
