import { cleanup, render, screen } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import '@/i18n';
import { ListExportButton } from './list-toolbar';

describe('the Export button', () => {
  afterEach(async () => {
    cleanup();
    await i18n.changeLanguage('en');
  });

  it('shows the rows received and a progress bar while an export streams in', () => {
    render(<ListExportButton ns="order" exporting progress={{ rows: 12345, bytes: 9 }} onClick={() => {}} />);
    expect(screen.getByRole('button', { name: 'Exporting…' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('status').textContent).toContain('Rows received: 12,345');
    expect(screen.getByRole('progressbar', { name: 'Rows received: 12,345' })).toBeTruthy();
  });

  it('shows neither when no export runs', () => {
    render(<ListExportButton ns="order" exporting={false} progress={null} onClick={() => {}} />);
    expect(screen.getByRole('button', { name: 'Export' })).toHaveProperty('disabled', false);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('says it in French and Arabic', async () => {
    await i18n.changeLanguage('fr');
    const { unmount } = render(
      <ListExportButton ns="order" exporting progress={{ rows: 3, bytes: 9 }} onClick={() => {}} />,
    );
    expect(screen.getByRole('status').textContent).toContain('Lignes reçues : 3');
    unmount();
    await i18n.changeLanguage('ar');
    render(<ListExportButton ns="order" exporting progress={{ rows: 3, bytes: 9 }} onClick={() => {}} />);
    expect(screen.getByRole('status').textContent).toContain('الصفوف المستلمة');
  });
});
