import { type AbilityRule, type Action, type Subject, subjects } from '@app/contracts';

export const MATRIX_SUBJECTS = subjects.filter((s): s is Exclude<Subject, 'all'> => s !== 'all');
export const MATRIX_ACTIONS = ['read', 'create', 'update', 'delete'] as const;

export type MatrixSubject = (typeof MATRIX_SUBJECTS)[number];
export type MatrixAction = (typeof MATRIX_ACTIONS)[number];
export type MatrixRow = Record<MatrixAction, boolean>;
/** `admin` is "manage all": every subject, every action, today's and tomorrow's. */
export type RulesMatrix = { admin: boolean; rows: Record<MatrixSubject, MatrixRow> };

const emptyRow = (): MatrixRow => ({ read: false, create: false, update: false, delete: false });
const fullRow = (): MatrixRow => ({ read: true, create: true, update: true, delete: true });

export function emptyMatrix(): RulesMatrix {
  const rows = {} as Record<MatrixSubject, MatrixRow>;
  for (const s of MATRIX_SUBJECTS) rows[s] = emptyRow();
  return { admin: false, rows };
}

export function adminMatrix(): RulesMatrix {
  const rows = {} as Record<MatrixSubject, MatrixRow>;
  for (const s of MATRIX_SUBJECTS) rows[s] = fullRow();
  return { admin: true, rows };
}

const asList = <T>(v: T | T[]): T[] => (Array.isArray(v) ? v : [v]);

/** A rule the grid of checkboxes can show: it grants, with no conditions or field limits. */
export function isMatrixRule(rule: AbilityRule): boolean {
  return !rule.inverted && !rule.conditions && rule.fields === undefined;
}

/** Rules the grid cannot show (inverted, conditional, field-limited); the editor keeps them as they are. */
export function extraRules(rules: readonly AbilityRule[]): AbilityRule[] {
  return rules.filter((r) => !isMatrixRule(r));
}

/** Ticks every box a rule grants; arrays are expanded, `manage` ticks a row, `all` ticks a column. */
export function rulesToMatrix(rules: readonly AbilityRule[]): RulesMatrix {
  const matrix = emptyMatrix();
  for (const rule of rules.filter(isMatrixRule)) {
    const ruleActions = asList<Action>(rule.action);
    const ruleSubjects = asList<Subject>(rule.subject);
    if (ruleActions.includes('manage') && ruleSubjects.includes('all')) return adminMatrix();
    const targets = ruleSubjects.includes('all') ? MATRIX_SUBJECTS : ruleSubjects;
    for (const subject of targets) {
      const row = matrix.rows[subject as MatrixSubject];
      if (!row) continue;
      for (const action of ruleActions) {
        if (action === 'manage') Object.assign(row, fullRow());
        else row[action] = true;
      }
    }
  }
  return matrix;
}

/**
 * The fewest rules that grant what the grid shows: a full row becomes `manage`, and subjects with the
 * same ticked actions share one rule, in the grid's order.
 */
export function matrixToRules(matrix: RulesMatrix, extras: readonly AbilityRule[] = []): AbilityRule[] {
  if (matrix.admin) return [{ action: 'manage', subject: 'all' }, ...extras];
  const groups = new Map<string, { actions: Action[]; subjects: MatrixSubject[] }>();
  for (const subject of MATRIX_SUBJECTS) {
    const row = matrix.rows[subject];
    const ticked = MATRIX_ACTIONS.filter((a) => row[a]);
    if (ticked.length === 0) continue;
    const actions: Action[] = ticked.length === MATRIX_ACTIONS.length ? ['manage'] : [...ticked];
    const key = actions.join(',');
    const group = groups.get(key) ?? { actions, subjects: [] };
    group.subjects.push(subject);
    groups.set(key, group);
  }
  const rules: AbilityRule[] = [...groups.values()].map((g) => ({
    action: g.actions.length === 1 ? g.actions[0] : g.actions,
    subject: g.subjects.length === 1 ? g.subjects[0] : g.subjects,
  }));
  return [...rules, ...extras];
}

export function toggleCell(matrix: RulesMatrix, subject: MatrixSubject, action: MatrixAction): RulesMatrix {
  const base = matrix.admin ? adminMatrix() : matrix;
  const row = { ...base.rows[subject], [action]: !base.rows[subject][action] };
  return { admin: false, rows: { ...base.rows, [subject]: row } };
}

export function toggleRow(matrix: RulesMatrix, subject: MatrixSubject): RulesMatrix {
  const base = matrix.admin ? adminMatrix() : matrix;
  const full = MATRIX_ACTIONS.every((a) => base.rows[subject][a]);
  return { admin: false, rows: { ...base.rows, [subject]: full ? emptyRow() : fullRow() } };
}

/** The "Administrator access" box: on grants manage all, off clears the grid. */
export function setAdmin(on: boolean): RulesMatrix {
  return on ? adminMatrix() : emptyMatrix();
}

export function countTicked(matrix: RulesMatrix): number {
  return MATRIX_SUBJECTS.reduce((n, s) => n + MATRIX_ACTIONS.filter((a) => matrix.rows[s][a]).length, 0);
}

/** Rules on one line, as the edit-conflict dialog shows them: "read/update User; manage all". */
export function rulesAsText(rules: readonly AbilityRule[] | undefined): string {
  const text = (rules ?? []).map((r) => `${asList(r.action).join('/')} ${asList(r.subject).join('/')}`);
  return text.join('; ') || '—';
}
