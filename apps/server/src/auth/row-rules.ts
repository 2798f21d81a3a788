import type { Action, RowRuleSubject } from '@app/contracts';
import { subject as asSubject } from '@casl/ability';
import { and, not, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { HttpError, notFound } from '../lib/errors.ts';
import type { AppAbility } from './ability.ts';

/**
 * Row rules (docs/decisions/015-rule-conditions.md): a rule's `conditions` narrow which records an
 * action reaches, and its `fields` which fields a create or update may set. Lists turn the rules into
 * SQL; single records are checked with CASL on the record's own attributes.
 */

type Record_ = Record<string, unknown>;
const on = (type: RowRuleSubject, record: Record_) => asSubject(type, { ...record });

/** Whether the caller's rules reach this record under `action`. */
export function reaches(ability: AppAbility, action: Action, type: RowRuleSubject, record: Record_): boolean {
  return ability.can(action, on(type, record));
}

/** A record the caller may not reach under `action` answers as if it did not exist. */
export function assertReaches(
  ability: AppAbility,
  action: Action,
  type: RowRuleSubject,
  record: Record_,
  notFoundText: string,
): void {
  if (!reaches(ability, action, type, record)) throw notFound(notFoundText);
}

/**
 * A create or update may set only fields the rules allow on that record, and must leave the record
 * inside the rules (a conditional `create` cannot make a record outside its condition; an update cannot
 * move a record out of reach). `fields` are those the request changes.
 */
export function assertMayWrite(
  ability: AppAbility,
  action: 'create' | 'update',
  type: RowRuleSubject,
  record: { before?: Record_; after: Record_ },
  fields: string[],
): void {
  const target = on(type, record.before ?? record.after);
  const refused = fields.filter((field) => !ability.can(action, target, field));
  if (refused.length > 0) {
    throw new HttpError(403, {
      message: `You are not allowed to set ${refused.join(', ')}`,
      errors: Object.fromEntries(refused.map((f) => [f, 'you are not allowed to set this field'])),
    });
  }
  if (!ability.can(action, on(type, record.after))) {
    throw new HttpError(403, {
      message:
        action === 'create'
          ? 'You are not allowed to create this record: it is outside the records your role may create'
          : 'You are not allowed to make this change: the record would leave the records your role may change',
    });
  }
}

/** The fields of `body` (defined) whose value differs from `before` (all of them on a create). */
export function changedFields(body: Record_, before?: Record_): string[] {
  return Object.entries(body)
    .filter(([key, value]) => value !== undefined && (!before || before[key] !== value))
    .map(([key]) => key);
}

type Ops = Record<string, unknown>;

/** One condition of a rule as SQL; `columns` maps each field a condition may name to its expression. */
function conditionSql(conditions: Ops, columns: Record<string, SQLWrapper>): SQL {
  const parts = Object.entries(conditions).map(([field, test]) => {
    const column = columns[field];
    // The role and permission writes refuse unknown fields; a stored one matches nothing.
    if (!column) return sql`false`;
    const ops: Ops =
      test !== null && typeof test === 'object' && !Array.isArray(test) ? (test as Ops) : { $eq: test };
    const each = Object.entries(ops).map(([op, value]) => {
      switch (op) {
        case '$eq':
          return value === null ? sql`${column} is null` : sql`${column} = ${value}`;
        case '$ne':
          return value === null ? sql`${column} is not null` : sql`${column} is distinct from ${value}`;
        case '$in':
        case '$nin': {
          const list = Array.isArray(value) ? value : [];
          const hit = list.length
            ? sql`${column} in (${sql.join(
                list.map((v) => sql`${v}`),
                sql`, `,
              )})`
            : sql`false`;
          return op === '$in' ? hit : sql`not coalesce(${hit}, false)`;
        }
        case '$gt':
          return sql`${column} > ${value}`;
        case '$gte':
          return sql`${column} >= ${value}`;
        case '$lt':
          return sql`${column} < ${value}`;
        case '$lte':
          return sql`${column} <= ${value}`;
        default:
          return sql`false`;
      }
    });
    return sql`coalesce(${and(...each)}, false)`;
  });
  return parts.length ? (and(...parts) as SQL) : sql`true`;
}

/**
 * The records `action` reaches, as a WHERE condition: CASL's rules for the subject, highest priority
 * first, folded from the lowest up (a permitting rule adds its records, an inverted one takes its records
 * away). Undefined when every record is reached; `false` when none is.
 */
export function reachableRows(
  ability: AppAbility,
  action: Action,
  type: RowRuleSubject,
  columns: Record<string, SQLWrapper>,
): SQL | undefined {
  const rules = ability.rulesFor(action, type);
  let reach: SQL | 'all' | 'none' = 'none';
  for (const rule of [...rules].reverse()) {
    const conditions = rule.conditions as Ops | undefined;
    if (!conditions) {
      reach = rule.inverted ? 'none' : 'all';
      continue;
    }
    const match = conditionSql(conditions, columns);
    if (rule.inverted) {
      if (reach === 'none') continue;
      reach = reach === 'all' ? not(match) : (and(reach, not(match)) as SQL);
    } else {
      if (reach === 'all') continue;
      reach = reach === 'none' ? match : (or(reach, match) as SQL);
    }
  }
  if (reach === 'all') return undefined;
  if (reach === 'none') return sql`false`;
  return reach;
}
