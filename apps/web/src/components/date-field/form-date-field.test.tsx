import { zodResolver } from '@hookform/resolvers/zod';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { FormDateField } from './form-date-field';

const schema = z.object({ dueDate: z.iso.date('is required') });
type Values = z.input<typeof schema>;

function Harness({ onValid }: { onValid: (values: Values) => void }) {
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { dueDate: '' } });
  return (
    // The app's forms leave checking to the schema (noValidate), as here.
    <form noValidate onSubmit={form.handleSubmit(onValid)}>
      <FormDateField ns="common" control={form.control} name="dueDate" label="Due date" required />
      <button type="submit">Save</button>
    </form>
  );
}

describe('FormDateField', () => {
  afterEach(cleanup);

  it('refuses an empty day with the wording of the form, then sends the typed day as YYYY-MM-DD', async () => {
    const onValid = vi.fn();
    render(<Harness onValid={onValid} />);
    const sections = await screen.findAllByRole('spinbutton');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(onValid).not.toHaveBeenCalled();

    await userEvent.click(sections[0]);
    await userEvent.keyboard('12312026');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onValid).toHaveBeenCalled());
    expect(onValid.mock.calls[0][0]).toEqual({ dueDate: '2026-12-31' });
  });
});
