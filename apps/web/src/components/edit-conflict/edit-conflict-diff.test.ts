import { describe, expect, it } from 'vitest';
import { conflictRows, keepMine } from './edit-conflict-diff';

type V = { name: string; status: string; tags: string[]; note: string | null };
const fields = [
  { name: 'name', label: 'Name' },
  { name: 'status', label: 'Status', format: (v: unknown) => `[${String(v)}]` },
  { name: 'tags', label: 'Tags' },
  { name: 'note', label: 'Note' },
] as const;
const base: V = { name: 'Ada', status: 'active', tags: ['a'], note: null };

describe('the edit conflict diff', () => {
  it('lists only the fields where the form and the saved record differ, with the form labels', () => {
    const mine: V = { ...base, name: 'Ada L.', tags: ['a', 'b'] };
    const theirs: V = { ...base, name: 'Ada Lovelace', status: 'inactive', tags: ['a', 'b'] };
    expect(conflictRows(fields, base, mine, theirs)).toEqual([
      { name: 'name', label: 'Name', mine: 'Ada L.', theirs: 'Ada Lovelace', changedByYou: true },
      { name: 'status', label: 'Status', mine: '[active]', theirs: '[inactive]', changedByYou: false },
    ]);
  });

  it('shows empty values and lists readably', () => {
    const rows = conflictRows(fields, base, { ...base, tags: [] }, { ...base, tags: ['x', 'y'], note: 'Hi' });
    expect(rows.map((r) => [r.label, r.mine, r.theirs])).toEqual([
      ['Tags', '—', 'x, y'],
      ['Note', '—', 'Hi'],
    ]);
  });

  it('finds nothing when the saved record already holds what the form holds', () => {
    expect(conflictRows(fields, base, { ...base, name: 'B' }, { ...base, name: 'B' })).toEqual([]);
  });

  it('finds nothing in a field only the user changed', () => {
    expect(conflictRows(fields, base, { ...base, name: 'Mine' }, { ...base, tags: ['a'] })).toEqual([]);
  });

  it('keeps the user changes and the other person changes to fields the user did not touch', () => {
    const mine: V = { ...base, name: 'Mine' };
    const theirs: V = { ...base, name: 'Theirs', status: 'inactive' };
    expect(keepMine(base, mine, theirs)).toEqual({ ...base, name: 'Mine', status: 'inactive' });
  });
});
