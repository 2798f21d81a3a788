import { zodResolver } from '@hookform/resolvers/zod';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { FormField } from './form-field';

const schema = z.object({ groupId: z.number().int().positive() });
type Values = { groupId: number | undefined };

function Harness({ onValid }: { onValid: (values: z.output<typeof schema>) => void }) {
  const form = useForm<Values, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema) as never,
    defaultValues: { groupId: undefined },
  });
  return (
    <form onSubmit={form.handleSubmit(onValid)}>
      <FormField
        ns="common"
        control={form.control}
        name="groupId"
        label="Group"
        required
        number="required"
        options={[
          { value: '1', label: 'Billing' },
          { value: '2', label: 'Delivery' },
        ]}
      />
      <button type="submit">Save</button>
    </form>
  );
}

describe('FormField as a select of ids', () => {
  afterEach(cleanup);

  it('sends the chosen option as a number', async () => {
    const onValid = vi.fn();
    render(<Harness onValid={onValid} />);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Group' }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Delivery' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onValid).toHaveBeenCalled());
    expect(onValid.mock.calls[0][0]).toEqual({ groupId: 2 });
  });
});

function NoteHarness() {
  const form = useForm<{ note: string; title: string }>({ defaultValues: { note: '', title: '' } });
  return (
    <form>
      <FormField ns="common" control={form.control} name="note" label="Note" multiline minRows={3} />
      <FormField ns="common" control={form.control} name="title" label="Title" />
    </form>
  );
}

describe('FormField with free text', () => {
  afterEach(cleanup);

  it('lets a note take the direction of its own text, and leaves one-line fields to the page', () => {
    render(<NoteHarness />);
    expect(screen.getByRole('textbox', { name: 'Note' }).getAttribute('dir')).toBe('auto');
    expect(screen.getByRole('textbox', { name: 'Title' }).hasAttribute('dir')).toBe(false);
  });
});
