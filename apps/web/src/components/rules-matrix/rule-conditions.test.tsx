import type { AbilityRule } from '@app/contracts';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '@/i18n';
import { RuleConditions } from './rule-conditions';

/** Opens the select named `name` and picks `option`. */
const choose = (name: string, option: string) => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name }));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
  // A multiple select stays open: close it as a person would.
  const list = screen.queryByRole('listbox');
  if (list) fireEvent.keyDown(list, { key: 'Escape' });
};

describe('the conditions of a role', { timeout: 60_000 }, () => {
  afterEach(cleanup);

  it('adds a country condition on customers, which it says in words', () => {
    let last: AbilityRule[] = [];
    const { rerender } = render(<RuleConditions rules={[]} onChange={(r) => (last = r)} />);
    choose('Area', 'Customers');
    choose('Condition', 'Country');
    choose('Country is one of', 'France');
    fireEvent.click(screen.getByRole('button', { name: 'Add condition' }));
    expect(last).toEqual([{ action: 'read', subject: 'Customer', conditions: { country: 'France' } }]);
    rerender(<RuleConditions rules={last} onChange={() => {}} />);
    expect(screen.getByText('Can read customers whose country is France')).toBeTruthy();
  });

  it('offers the statuses of invoices and no "owner is me" on products, which have no owner', () => {
    let last: AbilityRule[] = [];
    render(<RuleConditions rules={[]} onChange={(r) => (last = r)} />);
    choose('Area', 'Invoices');
    choose('Right', 'Delete');
    choose('Status is one of', 'Draft');
    fireEvent.click(screen.getByRole('button', { name: 'Add condition' }));
    expect(last).toEqual([{ action: 'delete', subject: 'Invoice', conditions: { status: 'Draft' } }]);
    choose('Area', 'Products');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Condition' }));
    const kinds = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(kinds.map((k) => k.textContent)).toEqual(['Status']);
  });
});
