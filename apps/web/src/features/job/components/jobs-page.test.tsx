import type { JobsAnswer } from '@app/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '@/i18n';
import { ToastProvider } from '@/components/toast/toast-provider';
import { jsonAnswer, renderWithQueries, withSignedInAdmin } from '@/test/signed-in';
import { JobsPage } from './jobs-page';

const counts = { created: 0, retry: 1, active: 0, completed: 7, cancelled: 0, failed: 1 };
const failure = {
  id: '4f0c5c1e-2d7a-4a8e-9d8f-1a2b3c4d5e6f',
  queue: 'email-delivery',
  attempts: 6,
  failedAt: '2031-03-04T10:15:00.000Z',
  error: 'cannot reach the mail server (connect ECONNREFUSED 127.0.0.1:25)',
};

function renderPage() {
  return renderWithQueries(
    <ToastProvider>
      <JobsPage />
    </ToastProvider>,
  );
}

describe('the Jobs page', () => {
  let jobs: JobsAnswer;
  let fetchMock: ReturnType<typeof vi.fn>;
  let failing: boolean;
  withSignedInAdmin();
  beforeEach(() => {
    failing = false;
    jobs = {
      queues: [
        { name: 'email-delivery', counts, retryLimit: 5, schedule: null },
        {
          name: 'audit-purge',
          counts: { ...counts, retry: 0, failed: 0 },
          retryLimit: 2,
          schedule: '0 * * * *',
        },
      ],
      failures: [failure],
    };
    // The server: the overview, and a retry that puts the failed job back.
    fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
      if (failing) return jsonAnswer(500, { message: 'Something went wrong' });
      if (init?.method === 'POST') {
        jobs = { ...jobs, failures: [] };
        return jsonAnswer(200, { id: failure.id, queue: failure.queue, state: 'retry' });
      }
      return jsonAnswer(200, jobs);
    });
    vi.stubGlobal('fetch', fetchMock);
  });

  it('shows each queue with its counts and schedule, and retries a failure until none is left', async () => {
    renderPage();
    expect(screen.getByLabelText('Loading the job queues')).toBeTruthy();
    const queues = await screen.findByRole('table', { name: 'Queues' });
    const mail = within(queues).getByRole('row', { name: /^Mail delivery/ });
    expect(within(mail).getByText('When needed')).toBeTruthy();
    expect(
      within(within(queues).getByRole('row', { name: /^Audit purge/ })).getByText('Every hour'),
    ).toBeTruthy();

    const failures = screen.getByRole('table', { name: 'Latest failures' });
    expect(within(failures).getByText(failure.error)).toBeTruthy();
    fireEvent.click(within(failures).getByRole('button', { name: /^Retry the Mail delivery job/ }));
    expect(await screen.findByText('No job has failed')).toBeTruthy();
    const retried = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(retried?.[0]).toBe(`/api/jobs/${failure.id}/retry`);
  });

  it('says when the queues could not be loaded, and loads them again on demand', async () => {
    failing = true;
    renderPage();
    expect(await screen.findByText('The job queues could not be loaded.')).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('table', { name: 'Queues' })).toBeTruthy());
  });
});
