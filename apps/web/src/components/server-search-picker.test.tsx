import { QueryClient, QueryClientProvider, queryOptions } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ServerSearchPicker } from './server-search-picker';

type Person = { id: number; name: string };
const people: Person[] = [
  { id: 1, name: 'Ada Lovelace' },
  { id: 2, name: 'Alan Turing' },
  { id: 3, name: 'Grace Hopper' },
];
const texts = {
  loading: 'Searching…',
  none: 'Nobody matches',
  unavailable: 'Search failed',
  search: 'Type a name',
};

function setup(search: (q: string) => Promise<{ found: Person[] }>) {
  const onChange = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  function Harness() {
    const [value, setValue] = useState<Person[]>([]);
    return (
      <ServerSearchPicker
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
        query={(q) => queryOptions({ queryKey: ['people', q], queryFn: () => search(q) })}
        toOptions={(answer) => answer.found}
        getOptionLabel={(p) => p.name}
        texts={texts}
        label="People"
      />
    );
  }
  render(
    <QueryClientProvider client={client}>
      <Harness />
    </QueryClientProvider>,
  );
  const field = screen.getByRole('combobox', { name: 'People' });
  return { field, onChange };
}

describe('ServerSearchPicker', () => {
  afterEach(cleanup);

  it('offers what the server found for the typed text, and a chosen record leaves the list', async () => {
    const search = vi.fn(async (q: string) => ({
      found: people.filter((p) => p.name.toLowerCase().includes(q.toLowerCase())),
    }));
    const { field, onChange } = setup(search);
    expect(field).toHaveProperty('placeholder', 'Type a name');
    fireEvent.change(field, { target: { value: '  la ' } });
    // Debounced and trimmed: the server is asked for "la", once the typing stops.
    await waitFor(() => expect(search).toHaveBeenCalledWith('la'));
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    const option = await screen.findByRole('option', { name: 'Alan Turing' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Ada Lovelace', 'Alan Turing']);
    fireEvent.click(option);
    expect(onChange).toHaveBeenLastCalledWith([{ id: 2, name: 'Alan Turing' }]);
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    await waitFor(() => expect(screen.queryByRole('option', { name: 'Alan Turing' })).toBeNull());
  });

  it('says so when nothing matches, and when the search fails', async () => {
    const { field } = setup(async (q) => {
      if (q === 'boom') throw new Error('503');
      return { found: [] };
    });
    fireEvent.change(field, { target: { value: 'zz' } });
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    expect(await screen.findByText('Nobody matches')).toBeTruthy();
    fireEvent.change(field, { target: { value: 'boom' } });
    expect(await screen.findByText('Search failed')).toBeTruthy();
  });
});
