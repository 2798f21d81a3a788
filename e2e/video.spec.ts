import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ADMIN, expect as baseExpect, openAs, test } from './support';

// Each step waits on an answer from the server: give a loaded machine time.
const expect = baseExpect.configure({ timeout: 30_000 });

const SAMPLE = readFileSync(
  join(import.meta.dirname, '..', 'apps/server/src/modules/video/assets/sample-clip.webm'),
);

test('an admin classifies a new video four levels deep and finds it by narrowing each level', async ({
  page,
}) => {
  await openAs(page, ADMIN, '/admin/video');
  await expect(page.getByRole('heading', { name: 'Video library', level: 1 })).toBeVisible();
  const rows = page.getByRole('row');
  await expect(page.getByText('Showing 1 to 9 of 9 videos')).toBeVisible();

  // A new branch: Engineering › Backend › PostgreSQL › Replication (a new series).
  const tree = page.getByRole('list', { name: 'Classification' });
  await tree.getByRole('button', { name: 'Open Backend' }).click();
  await tree.getByRole('button', { name: 'Add under PostgreSQL' }).click();
  const add = page.getByRole('dialog', { name: 'Add a classification' });
  await expect(add.getByText('A new series under PostgreSQL')).toBeVisible();
  await add.getByLabel('Name').fill('Replication');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add).toBeHidden();
  await expect(tree.getByRole('button', { name: /^Replication\b/ })).toBeVisible();

  // A video in it, with its file.
  await page.getByRole('button', { name: 'Add video' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a video' });
  await dialog.getByLabel('Title').fill('Streaming replication step by step');
  await dialog.getByLabel('Description').fill('A primary, a standby and the WAL between them.');
  await dialog.getByRole('combobox', { name: 'Classification' }).click();
  await page.getByRole('option', { name: 'Replication' }).click();
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'replication.webm',
    mimeType: 'video/webm',
    buffer: SAMPLE,
  });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Showing 1 to 10 of 10 videos')).toBeVisible();

  // Each level narrows the list, and the URL keeps the path.
  const choose = async (level: string, name: string) => {
    await page.getByRole('combobox', { name: level, exact: true }).click();
    await page.getByRole('option', { name, exact: true }).click();
  };
  await choose('Category', 'Engineering');
  await expect(page.getByText('Showing 1 to 8 of 8 videos')).toBeVisible();
  await expect(page).toHaveURL(/path=\d+%2C0%2C0%2C0|path=\d+,0,0,0/);
  await choose('Sub-category', 'Backend');
  await expect(page.getByText('Showing 1 to 3 of 3 videos')).toBeVisible();
  await choose('Topic', 'PostgreSQL');
  await expect(page.getByText('Showing 1 to 3 of 3 videos')).toBeVisible();
  await choose('Series', 'Replication');
  await expect(page.getByText('Showing 1 to 1 of 1 videos')).toBeVisible();
  await expect(page).toHaveURL(/path=\d+(%2C|,)\d+(%2C|,)\d+(%2C|,)\d+/);
  const found = rows.filter({ hasText: 'Streaming replication step by step' });
  await expect(found).toContainText('Engineering › Backend › PostgreSQL › Replication');

  // A reload shows the same selection; changing a level resets the ones below.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Series', exact: true })).toHaveText('Replication');
  await expect(page.getByText('Showing 1 to 1 of 1 videos')).toBeVisible();
  await choose('Sub-category', 'Frontend');
  await expect(page.getByRole('combobox', { name: 'Topic', exact: true })).toHaveText('All');
  await expect(page.getByRole('combobox', { name: 'Series', exact: true })).toBeDisabled();
  await expect(page.getByText('Showing 1 to 5 of 5 videos')).toBeVisible();

  // The video plays in the page from its stored file.
  await choose('Sub-category', 'Backend');
  await choose('Topic', 'PostgreSQL');
  await choose('Series', 'Replication');
  await expect(tree.getByRole('button', { name: /^Replication\b/ })).toHaveAttribute('aria-current', 'true');
  await page.getByRole('button', { name: 'Play Streaming replication step by step' }).click();
  const player = page.getByRole('dialog', { name: 'Streaming replication step by step' });
  const video = player.locator('video');
  await expect(video).toHaveAttribute('src', /\/api\/uploads\/videos\/[a-f0-9]{32}\.webm$/);
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 30_000 })
    .toBeGreaterThanOrEqual(1);
  await player.getByRole('button', { name: 'Close the player' }).click();

  // The series holds a video now: deleting it is refused with the reason.
  await tree.getByRole('button', { name: 'Delete Replication' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Replication?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm.getByText(/still holds classifications or videos/)).toBeVisible();
});

test('a disguised file is refused with the reason, and the video keeps “no file”', async ({ page }) => {
  await openAs(page, ADMIN, '/admin/video?q=welcome');
  await expect(page.getByText('Showing 1 to 1 of 1 videos')).toBeVisible();
  await page.getByRole('button', { name: 'Edit Welcome to the team' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit the video' });
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'welcome.mp4',
    mimeType: 'video/mp4',
    buffer: Buffer.from('<html><body>not a video</body></html>'),
  });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(
    dialog.getByText(/its file was refused: file must be an MP4, WebM, Ogg or QuickTime video/),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Welcome to the team' })).toContainText('No file');
});
