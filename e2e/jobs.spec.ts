import { ADMIN, apiAs, expect, openAs, test } from './support';

type SentPage = { emails: { id: number; subject: string; deliveryStatus: string | null }[] };

test('an admin opens the Jobs page from beside the audit log and sees the queues and their schedule', async ({
  page,
}) => {
  await openAs(page, ADMIN, '/apps/audit');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('link', { name: 'Jobs' }).click();
  await expect(page).toHaveURL(/\/apps\/jobs$/);
  await expect(page.getByRole('heading', { name: 'Jobs', level: 1 })).toBeVisible();
  const queues = page.getByRole('table', { name: 'Queues' });
  await expect(queues.getByRole('row', { name: /^Mail delivery/ })).toContainText('When needed');
  await expect(queues.getByRole('row', { name: /^Audit purge/ })).toContainText('Every hour');
  // Nothing has failed on this server: the failures say so.
  await expect(page.getByText('No job has failed')).toBeVisible();
});

test('a failed mail in the sent folder is sent again with Retry, through the delivery queue', async ({
  page,
  request,
}) => {
  // The demo seed leaves some sent mail failed; this server has no SMTP_URL, so the retry ends as
  // "no mail server configured" once the queue has run it.
  const admin = await apiAs(request, ADMIN);
  const sent = await admin.get<SentPage>('/apps/email', { filter: 'sent', itemsPerPage: 100 });
  const failed = sent.emails.find((e) => e.deliveryStatus === 'failed');
  expect(failed, 'a failed mail in the seeded sent folder').toBeTruthy();

  await openAs(page, ADMIN, `/apps/email/filter/sent?id=${failed?.id}`);
  const state = page.getByTestId('email-delivery');
  await expect(state).toContainText('Not delivered:');
  await state.getByRole('button', { name: 'Retry' }).click();
  await expect(state).toHaveText('Queued again: it leaves in a moment');
  await expect(state.getByRole('button', { name: 'Retry' })).toHaveCount(0);

  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('email-delivery')).toHaveText('Not delivered: no mail server configured', {
      timeout: 2000,
    });
  }).toPass({ timeout: 30_000 });
});
