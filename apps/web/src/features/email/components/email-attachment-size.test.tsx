import type { EmailAttachment, EmailReply } from '@app/contracts';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ToastProvider } from '@/components/toast/toast-provider';
import i18n from '@/i18n';
import { EmailAttachmentsField } from './email-attachments-field';
import { EmailMessage } from './email-message';

const file = (bytes: number, size: string): EmailAttachment => ({
  id: 7,
  fileName: 'note.txt',
  thumbnail: '',
  url: '/api/apps/email/attachments/7/download',
  size,
  bytes,
  type: 'text/plain',
});

const message = (attachment: EmailAttachment): EmailReply => ({
  id: 1,
  to: [{ email: 'ana@demo.com', name: 'Ana' }],
  from: { email: 'sam@demo.com', name: 'Sam', avatar: '' },
  subject: 'Notes',
  cc: [],
  bcc: [],
  message: '<p>Attached.</p>',
  attachments: [attachment],
  isStarred: false,
  labels: [],
  time: '2026-05-04T10:00:00.000Z',
  folder: 'inbox',
  isRead: true,
  isDeleted: false,
  deliveryStatus: null,
  deliveryError: null,
});

/** The same file while the mail is written (the composer's list) and once it is read (the thread). */
function renderBoth(attachment: EmailAttachment) {
  render(
    <ToastProvider>
      <EmailAttachmentsField value={[attachment]} onChange={() => {}} onBusyChange={() => {}} />
      <EmailMessage message={message(attachment)} expanded onToggle={() => {}} />
    </ToastProvider>,
  );
}

describe('an attachment’s size', () => {
  afterEach(async () => {
    cleanup();
    await act(() => i18n.changeLanguage('en'));
  });

  it('reads the same while writing and when read, in bytes below a kilobyte', () => {
    renderBoth(file(34, '34b'));
    expect(screen.getByText('34 byte')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download note.txt (34 byte)' })).toBeTruthy();
    expect(screen.queryByText(/1 kB|34b/)).toBeNull();
  });

  it('counts a kilobyte as 1024 bytes in both places', () => {
    renderBoth(file(1536, '2kb'));
    expect(screen.getByText('1.5 kB')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download note.txt (1.5 kB)' })).toBeTruthy();
  });

  it('writes the size in the reader’s language', async () => {
    await act(() => i18n.changeLanguage('fr'));
    renderBoth(file(1536, '2kb'));
    expect(screen.getByText(/^1,5\sko$/)).toBeTruthy();
    expect(screen.getByRole('button', { name: /note\.txt \(1,5\sko\)/ })).toBeTruthy();
  });
});
