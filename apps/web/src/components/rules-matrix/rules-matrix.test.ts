import type { AbilityRule } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import {
  countTicked,
  emptyMatrix,
  extraRules,
  MATRIX_ACTIONS,
  MATRIX_SUBJECTS,
  matrixToRules,
  rulesAsText,
  rulesToMatrix,
  setAdmin,
  toggleCell,
  toggleRow,
} from './rules-matrix';

/** Every subject of the contracts but `all`, so the grid grows as areas add subjects. */
const ALL_BOXES = MATRIX_SUBJECTS.length * MATRIX_ACTIONS.length;

const ticked = (rules: AbilityRule[]) => {
  const m = rulesToMatrix(rules);
  return Object.entries(m.rows).flatMap(([s, row]) =>
    Object.entries(row)
      .filter(([, on]) => on)
      .map(([a]) => `${s}:${a}`),
  );
};

describe('rules → matrix', () => {
  it('ticks nothing for no rules', () => {
    expect(countTicked(rulesToMatrix([]))).toBe(0);
  });

  it('expands arrays of actions and subjects', () => {
    expect(ticked([{ action: ['read', 'update'], subject: ['User', 'Role'] }])).toEqual([
      'User:read',
      'User:update',
      'Role:read',
      'Role:update',
    ]);
  });

  it('ticks the whole row for manage on a subject', () => {
    expect(ticked([{ action: 'manage', subject: 'User' }])).toEqual([
      'User:read',
      'User:create',
      'User:update',
      'User:delete',
    ]);
  });

  it('ticks a whole column for an action on all', () => {
    expect(ticked([{ action: 'read', subject: 'all' }])).toEqual(MATRIX_SUBJECTS.map((s) => `${s}:read`));
  });

  it('reads manage all as administrator access', () => {
    const m = rulesToMatrix([{ action: 'manage', subject: 'all' }]);
    expect(m.admin).toBe(true);
    expect(countTicked(m)).toBe(ALL_BOXES);
  });

  it('leaves out inverted and conditional rules but keeps them as extras', () => {
    const rules: AbilityRule[] = [
      { action: 'read', subject: 'User' },
      { action: 'delete', subject: 'User', inverted: true },
      { action: 'update', subject: 'User', conditions: { id: 1 } },
    ];
    expect(ticked(rules)).toEqual(['User:read']);
    expect(extraRules(rules)).toHaveLength(2);
    expect(matrixToRules(rulesToMatrix(rules), extraRules(rules))).toEqual([
      { action: 'read', subject: 'User' },
      rules[1],
      rules[2],
    ]);
  });
});

describe('matrix → rules', () => {
  it('gives no rules for an empty grid', () => {
    expect(matrixToRules(emptyMatrix())).toEqual([]);
  });

  it('gives manage all for administrator access', () => {
    expect(matrixToRules(setAdmin(true))).toEqual([{ action: 'manage', subject: 'all' }]);
  });

  it('writes a full row as manage and groups subjects with the same actions', () => {
    let m = toggleRow(emptyMatrix(), 'User');
    m = toggleCell(m, 'Dashboard', 'read');
    m = toggleCell(m, 'Role', 'read');
    expect(matrixToRules(m)).toEqual([
      { action: 'read', subject: ['Dashboard', 'Role'] },
      { action: 'manage', subject: 'User' },
    ]);
  });
});

describe('round trips', () => {
  const seeds: AbilityRule[][] = [
    [{ action: 'manage', subject: 'all' }],
    [{ action: 'read', subject: 'AclDemo' }],
    [
      { action: 'read', subject: ['Dashboard', 'Role', 'Permission', 'AclDemo'] },
      { action: 'manage', subject: 'User' },
    ],
    [
      { action: 'read', subject: ['Dashboard', 'User', 'AclDemo'] },
      { action: 'update', subject: 'User' },
    ],
    [{ action: ['create', 'delete'], subject: 'User' }],
  ];

  it.each(seeds.map((rules) => [JSON.stringify(rules), rules] as const))(
    'rules → matrix → rules grants the same boxes: %s',
    (_, rules) => {
      const once = rulesToMatrix(rules);
      const back = matrixToRules(once);
      expect(rulesToMatrix(back)).toEqual(once);
      expect(matrixToRules(rulesToMatrix(back))).toEqual(back);
    },
  );

  it('keeps the compact form of rules already written compactly', () => {
    const rules: AbilityRule[] = [{ action: 'read', subject: ['AclDemo', 'Dashboard'] }];
    expect(matrixToRules(rulesToMatrix(rules))).toEqual(rules);
  });
});

describe('editing', () => {
  it('unticking a box under administrator access drops manage all but keeps the rest', () => {
    const m = toggleCell(setAdmin(true), 'Role', 'delete');
    expect(m.admin).toBe(false);
    expect(countTicked(m)).toBe(ALL_BOXES - 1);
  });

  it('toggling a full row clears it', () => {
    const full = toggleRow(emptyMatrix(), 'Permission');
    expect(countTicked(full)).toBe(4);
    expect(countTicked(toggleRow(full, 'Permission'))).toBe(0);
  });

  it('turning administrator access off clears the grid', () => {
    expect(countTicked(setAdmin(false))).toBe(0);
  });
});

describe('rules as text', () => {
  it('reads each rule as its actions and subjects, a dash for none', () => {
    const rules: AbilityRule[] = [
      { action: ['read', 'update'], subject: 'User' },
      { action: 'manage', subject: 'all' },
    ];
    expect(rulesAsText(rules)).toBe('read/update User; manage all');
    expect(rulesAsText([])).toBe('—');
  });
});
