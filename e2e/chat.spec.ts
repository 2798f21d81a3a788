import { ADMIN, apiAs, expect as baseExpect, signInFromStart, test } from './support';

const expect = baseExpect.configure({ timeout: 20_000 });

test('two people chat side by side: the message appears without reload and the ticks change for the sender', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  // A second person who may use the chat, made through the API as an admin would.
  const admin = await apiAs(request, ADMIN);
  const stamp = Date.now();
  const ben = { email: `ben.${stamp}@example.com`, password: 'ben-password-1' };
  await admin.send('POST', '/apps/users', {
    fullName: 'Ben Journey',
    username: `ben.${stamp}`,
    email: ben.email,
    role: 'maintainer',
    currentPlan: 'team',
    password: ben.password,
  });

  const johnContext = await browser.newContext();
  const benContext = await browser.newContext();
  const john = await johnContext.newPage();
  const benPage = await benContext.newPage();
  await signInFromStart(john, ADMIN);
  await signInFromStart(benPage, ben);

  // Ben waits on the chat page, with no chat open.
  await benPage.goto('/apps/chat', { waitUntil: 'domcontentloaded' });
  await expect(benPage.getByRole('heading', { name: 'Contacts' })).toBeVisible();

  // John finds Ben among the contacts and writes to him, from the admin area's chat: the same chat.
  await john.goto('/admin/chat', { waitUntil: 'domcontentloaded' });
  await john.getByRole('textbox', { name: 'Search for contact…' }).fill('Ben Journey');
  await john.getByRole('button', { name: /Ben Journey/ }).click();
  await expect(john).toHaveURL(/\/admin\/chat\?user=\d+/);
  const composer = john.getByRole('textbox', { name: 'Message' });
  await composer.fill('Hello Ben, first line');
  await composer.press('Shift+Enter');
  await composer.pressSequentially('second line');
  await composer.press('Enter');
  const log = john.getByRole('log', { name: 'Messages with Ben Journey' });
  const sent = log.getByText('Hello Ben, first line');
  await expect(sent).toBeVisible();
  await expect(composer).toHaveValue('');

  // Ben's tab receives it live: the chat appears in his sidebar with an unseen count, and the
  // navbar badge counts it; the socket acknowledged it, so John sees "Delivered".
  const benChat = benPage.getByRole('list', { name: 'Chats' }).getByRole('button', { name: /John Doe/ });
  await expect(benChat).toBeVisible();
  await expect(benChat.getByLabel('1 unread message')).toBeVisible();
  await expect(benPage.getByRole('link', { name: 'Chat: 1 unread message' })).toBeVisible();
  await expect(log.getByRole('img', { name: 'Delivered' })).toBeVisible();

  // Ben opens the chat: he reads both lines, and John's tick turns to "Seen" without a reload.
  await benChat.click();
  const benLog = benPage.getByRole('log', { name: 'Messages with John Doe' });
  await expect(benLog.getByText(/Hello Ben, first line\s+second line/)).toBeVisible();
  await expect(log.getByRole('img', { name: 'Seen' })).toBeVisible();
  // The navbar's chat button no longer counts anything unread.
  await expect(benPage.getByLabel('Chat', { exact: true })).toBeVisible();

  // Ben answers; John, who has the chat open, sees it arrive and sees Ben typing first.
  const benComposer = benPage.getByRole('textbox', { name: 'Message' });
  await benComposer.pressSequentially('Hi John');
  await expect(john.getByText('Typing…')).toBeVisible();
  await benComposer.press('Enter');
  await expect(log.getByText('Hi John')).toBeVisible();
  await expect(benLog.getByRole('img', { name: 'Seen' })).toBeVisible();
  // Seen does not look like delivered: another icon, not only another colour.
  await expect(log.getByRole('img', { name: 'Seen' }).first().locator('svg')).toHaveClass(/eye-check/);

  // John steps into another chat; Ben writes; John comes back to Ben's chat (still in his cache): the
  // message is read at once, his unread badge goes, and Ben sees it seen.
  const benChatUrl = john.url();
  const johnChats = john.getByRole('list', { name: 'Chats' });
  await john.getByRole('textbox', { name: 'Search for contact…' }).fill('');
  await johnChats.getByRole('button').filter({ hasNotText: 'Ben Journey' }).first().click();
  await expect(john).not.toHaveURL(benChatUrl);
  await benComposer.fill('Are you there?');
  await benComposer.press('Enter');
  const johnBen = johnChats.getByRole('button', { name: /Ben Journey/ });
  await expect(johnBen.getByLabel('1 unread message')).toBeVisible();
  await johnBen.click();
  await expect(log.getByText('Are you there?')).toBeVisible();
  await expect(johnBen.getByLabel(/unread message/)).toHaveCount(0);
  await expect(benLog.getByRole('img', { name: 'Seen' })).toHaveCount(2);

  await johnContext.close();
  await benContext.close();
});
