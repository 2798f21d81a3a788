import type { AuditEntry } from '@app/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '@/i18n';
import { AuditChanges } from './audit-changes';
import { useFieldLabel } from './audit-field-label';

const entry: AuditEntry = {
  id: 1,
  at: '2026-05-01T10:00:00Z',
  actor: null,
  action: 'update',
  table: 'users',
  recordId: '7',
  changes: {
    email_verified_at: { before: null, after: '2026-05-01' },
    legacy_flag: { before: 'a', after: 'b' },
    password_hash: { changed: true },
  },
  txId: 1,
  restorable: false,
};

function Changes() {
  return <AuditChanges entry={entry} label={useFieldLabel()} />;
}

const show = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Changes />
    </QueryClientProvider>,
  );

const fieldNames = () => screen.getAllByRole('listitem').map((li) => li.querySelector('bdi')?.textContent);

describe('the changed fields of an audit entry', () => {
  afterEach(async () => {
    cleanup();
    await act(() => i18n.changeLanguage('en'));
  });

  it('names each field in words, and an unknown column by its recorded name', async () => {
    show();
    await waitFor(() => expect(fieldNames()).toEqual(['E-mail verified at', 'legacy_flag', 'Password']));
  });

  it('names the fields in French and in Arabic', async () => {
    await act(() => i18n.changeLanguage('fr'));
    const { unmount } = show();
    await waitFor(() => expect(fieldNames()).toEqual(['E-mail vérifié le', 'legacy_flag', 'Mot de passe']));
    unmount();
    await act(() => i18n.changeLanguage('ar'));
    show();
    await waitFor(() =>
      expect(fieldNames()).toEqual(['تاريخ تأكيد البريد الإلكتروني', 'legacy_flag', 'كلمة المرور']),
    );
  });
});
