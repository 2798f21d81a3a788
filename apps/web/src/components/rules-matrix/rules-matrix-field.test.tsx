import type { AbilityRule } from '@app/contracts';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import '@/i18n';
import { RulesMatrixField } from './rules-matrix-field';

function Harness({ initial, onRules }: { initial: AbilityRule[]; onRules: (r: AbilityRule[]) => void }) {
  const [rules, setRules] = useState(initial);
  return (
    <RulesMatrixField
      label="Role permissions"
      value={rules}
      onChange={(next) => {
        setRules(next);
        onRules(next);
      }}
    />
  );
}

const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

// The matrix renders some sixty checkboxes with tooltips; on a busy 2-core machine running the whole
// suite (beside the PostgreSQL run) that takes longer than Vitest's default 5 s: 10 s alone at worst.
describe('the permission matrix', { timeout: 60_000 }, () => {
  afterEach(cleanup);

  it("shows a role's rules as ticked boxes, a manage rule ticking the whole row", () => {
    render(
      <Harness
        initial={[
          { action: 'manage', subject: 'User' },
          { action: 'read', subject: ['Role'] },
        ]}
        onRules={() => {}}
      />,
    );
    for (const action of ['Read', 'Create', 'Update', 'Delete'])
      expect(box(`${action} Users`).checked).toBe(true);
    expect(box('Read Roles').checked).toBe(true);
    expect(box('Delete Roles').checked).toBe(false);
  });

  it('turns ticked boxes into rules', () => {
    let last: AbilityRule[] = [];
    render(<Harness initial={[]} onRules={(r) => (last = r)} />);
    fireEvent.click(box('Read Dashboards'));
    fireEvent.click(box('Read Users'));
    fireEvent.click(box('Update Users'));
    expect(last).toEqual([
      { action: 'read', subject: 'Dashboard' },
      { action: ['read', 'update'], subject: 'User' },
    ]);
  });

  it('grants manage all with administrator access and clears everything when unticked', () => {
    let last: AbilityRule[] = [];
    render(<Harness initial={[]} onRules={(r) => (last = r)} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(last).toEqual([{ action: 'manage', subject: 'all' }]);
    expect(box('Delete Permissions').checked).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(last).toEqual([]);
  });

  it('cannot be changed when read-only', () => {
    render(
      <RulesMatrixField
        label="Rules"
        value={[{ action: 'manage', subject: 'all' }]}
        onChange={() => {}}
        readOnly
      />,
    );
    expect(box('Read Users').disabled).toBe(true);
  });
});
