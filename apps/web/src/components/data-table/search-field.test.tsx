import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchField } from './search-field';

describe('the search box', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('reports the text once typing has paused for 300 ms', () => {
    const onChange = vi.fn();
    render(<SearchField label="Search users" value="" onChange={onChange} />);
    const input = screen.getByLabelText('Search users');
    fireEvent.change(input, { target: { value: 'jo' } });
    act(() => vi.advanceTimersByTime(200));
    fireEvent.change(input, { target: { value: 'john ' } });
    act(() => vi.advanceTimersByTime(299));
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('john');
  });

  it('shows a value set from outside, such as clearing the filters', () => {
    const { rerender } = render(<SearchField label="Search users" value="ann" onChange={() => {}} />);
    rerender(<SearchField label="Search users" value="" onChange={() => {}} />);
    expect((screen.getByLabelText('Search users') as HTMLInputElement).value).toBe('');
  });
});
