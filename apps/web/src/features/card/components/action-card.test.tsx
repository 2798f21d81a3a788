import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ActionCard } from './action-card';

const renderCard = (props: Partial<Parameters<typeof ActionCard>[0]> = {}) => {
  const onRefresh = vi.fn();
  const onRemove = vi.fn();
  render(
    <ActionCard
      title="Shop this period"
      onRefresh={onRefresh}
      refreshing={false}
      onRemove={onRemove}
      {...props}
    >
      <p>Revenue 1,234</p>
    </ActionCard>,
  );
  const openMenu = () => fireEvent.click(screen.getByRole('button', { name: 'Actions of Shop this period' }));
  return { onRefresh, onRemove, openMenu };
};

describe('a card with a header menu', () => {
  afterEach(cleanup);

  it('asks for its figures again from Refresh', () => {
    const { onRefresh, openMenu } = renderCard();
    openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Refresh' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it('cannot be refreshed again while it is refreshing, and says it is busy', () => {
    const { openMenu } = renderCard({ refreshing: true });
    expect(screen.getByRole('progressbar', { name: 'Refreshing' })).toBeTruthy();
    openMenu();
    expect(screen.getByRole('menuitem', { name: 'Refresh' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('folds its content away and opens it again', async () => {
    const { openMenu } = renderCard();
    openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Collapse' }));
    const fold = () => screen.getByText('Revenue 1,234').closest('.MuiCollapse-root');
    await waitFor(() => expect(fold()?.classList.contains('MuiCollapse-hidden')).toBe(true));
    openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Expand' }));
    await waitFor(() => expect(fold()?.classList.contains('MuiCollapse-entered')).toBe(true));
  });

  it('hands Remove to the page', () => {
    const { onRemove, openMenu } = renderCard();
    openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Remove' }));
    expect(onRemove).toHaveBeenCalledTimes(1);
  });
});
