import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ToastProvider } from '@/components/toast/toast-provider';
import { useRemovedCards } from './use-removed-cards';

function Cards() {
  const cards = useRemovedCards();
  return (
    <>
      {!cards.isRemoved('shop') && (
        <section aria-label="Shop">
          <button type="button" onClick={() => cards.remove('shop', 'Shop this period')}>
            Remove shop
          </button>
        </section>
      )}
      <p>{cards.removedCount} removed</p>
      <button type="button" onClick={cards.restoreAll}>
        Restore all
      </button>
    </>
  );
}

describe('removing cards from the page', () => {
  afterEach(cleanup);

  it('takes the card away and brings it back from the toast’s Undo', async () => {
    render(
      <ToastProvider>
        <Cards />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove shop' }));
    expect(screen.queryByRole('region', { name: 'Shop' })).toBeNull();
    expect(screen.getByText('1 removed')).toBeTruthy();
    expect(await screen.findByText('Shop this period removed from the page')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Undo' })));
    expect(screen.getByRole('region', { name: 'Shop' })).toBeTruthy();
    expect(screen.getByText('0 removed')).toBeTruthy();
  });

  it('brings every removed card back at once', () => {
    render(
      <ToastProvider>
        <Cards />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove shop' }));
    fireEvent.click(screen.getByRole('button', { name: 'Restore all' }));
    expect(screen.getByRole('region', { name: 'Shop' })).toBeTruthy();
  });
});
