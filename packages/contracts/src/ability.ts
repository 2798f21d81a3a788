import { z } from 'zod';

export const actions = ['manage', 'create', 'read', 'update', 'delete'] as const;
export type Action = (typeof actions)[number];

/** Every subject a rule may name. `all` is the wildcard; later areas add theirs here. */
export const subjects = [
  'all',
  'AclDemo',
  'Dashboard',
  'User',
  'Role',
  'Permission',
  'Ecommerce',
  'Product',
  'Category',
  'Order',
  'Customer',
  'Review',
  'Referral',
  'ShopSettings',
  'Invoice',
  'MailOutbox',
  'Email',
  'Calendar',
  'Chat',
  'Logistics',
  'Academy',
  'Analytics',
  'Faq',
  'HelpCenter',
  'Licence',
  'Magnet',
  'AdminTool',
  'Video',
  'Deal',
  'PropertyListing',
  'AuditEntry',
  'Job',
] as const;
export type Subject = (typeof subjects)[number];

export const abilityRule = z.object({
  action: z.union([z.enum(actions), z.array(z.enum(actions)).min(1)]),
  subject: z.union([z.enum(subjects), z.array(z.enum(subjects)).min(1)]),
  conditions: z
    .record(z.string(), z.unknown())
    .optional()
    .describe(
      "The records the rule reaches (decision 015). The value '$me' stands for the signed-in user, on the owner field only: User id, Order ownerId.",
    ),
  fields: z.union([z.string(), z.array(z.string())]).optional(),
  inverted: z.boolean().optional(),
  reason: z.string().optional(),
});
export type AbilityRule = z.infer<typeof abilityRule>;

/** What a route needs: an action on a subject, or only a signed-in user, or nothing. */
export type Access = { action: Action; subject: Subject } | 'authenticated' | 'public';

/**
 * Row rules (docs/decisions/015-rule-conditions.md). The subjects whose routes enforce a rule's
 * `conditions` (on every list, read, write and delete) and `fields` (on create and update), with the
 * record attributes a condition may test and their kind. A condition or field limit on any other subject
 * (`all` included) is refused when a role or permission is written, because the server would not apply it.
 */
export const rowRuleFields = {
  User: {
    id: 'number',
    fullName: 'string',
    username: 'string',
    email: 'string',
    company: 'string',
    country: 'string',
    contact: 'string',
    role: 'string',
    currentPlan: 'string',
    status: 'string',
    billing: 'string',
    language: 'string',
    taxId: 'string',
  },
  Order: { status: 'string', ownerId: 'number' },
  Product: { status: 'string', categoryId: 'number' },
  Invoice: { status: 'string', clientId: 'number' },
  Customer: { status: 'string', country: 'string' },
} as const satisfies Partial<Record<Subject, Record<string, 'number' | 'string'>>>;
export type RowRuleSubject = keyof typeof rowRuleFields;

/** The fields a `fields` limit may name: what the subject's create and update bodies accept. */
export const rowRuleWritableFields: Record<RowRuleSubject, readonly string[]> = {
  User: [
    'fullName',
    'username',
    'email',
    'company',
    'country',
    'contact',
    'role',
    'currentPlan',
    'status',
    'billing',
    'language',
    'taxId',
    'password',
  ],
  // Order rules narrow which orders are reached (see rowRuleActions), not which fields: no field limits.
  Order: [],
  Product: [],
  Invoice: [],
  Customer: [],
};

/**
 * The actions a condition may narrow, for subjects whose module scopes only some routes: the list,
 * export and detail read by the rules, and the single-record writes and deletes reach only the records
 * the rules reach; creating a record and the stats need the right on every record. Customers are never
 * deleted through the API.
 */
export const rowRuleActions: Partial<Record<RowRuleSubject, readonly Action[]>> = {
  Order: ['read', 'update', 'delete'],
  Product: ['read', 'update', 'delete'],
  Invoice: ['read', 'update', 'delete'],
  Customer: ['read', 'update'],
};

/**
 * "Owner = me" (decision 015): a condition's value `'$me'` stands for the signed-in user's id and is
 * resolved per session when the ability is built (`resolveMe`), on the server and in the browser alike.
 * It may stand only on the subject's owner field, bare or with `$eq` or `$ne`. The owner of a user is
 * that user (`id`); the owner of an order is the staff member it is assigned to (`ownerId`).
 */
export const ME = '$me';
export const ownerFields: Partial<Record<RowRuleSubject, string>> = { User: 'id', Order: 'ownerId' };
const meOperators = ['$eq', '$ne'];

/** The rules with every `'$me'` of their conditions replaced by `userId` (null: no user, 0 matches nothing). */
export function resolveMe<R extends { conditions?: Record<string, unknown> }>(
  rules: readonly R[],
  userId: number | null,
): R[] {
  const me = userId ?? 0;
  const swap = (v: unknown): unknown =>
    v === ME
      ? me
      : v !== null && typeof v === 'object' && !Array.isArray(v)
        ? Object.fromEntries(Object.entries(v as Record<string, unknown>).map(([k, x]) => [k, swap(x)]))
        : v;
  return rules.map((rule) =>
    rule.conditions && JSON.stringify(rule.conditions).includes(ME)
      ? { ...rule, conditions: swap(rule.conditions) as Record<string, unknown> }
      : rule,
  );
}

/** The operators the server turns into SQL and CASL checks alike; a bare value means `$eq`. */
export const conditionOperators = ['$eq', '$ne', '$in', '$nin', '$gt', '$gte', '$lt', '$lte'] as const;
/** The actions a `fields` limit may restrict: reads answer whole records (see decision 015). */
export const fieldLimitedActions: readonly Action[] = ['create', 'update'];

const isRowRuleSubject = (s: string): s is RowRuleSubject => Object.hasOwn(rowRuleFields, s);
const asArray = <T>(v: T | readonly T[]): readonly T[] => (Array.isArray(v) ? v : [v as T]);

/** What is wrong with a rule's conditions and fields, as [path inside the rule, reason] pairs. */
export function ruleProblems(rule: AbilityRule): [string[], string][] {
  const problems: [string[], string][] = [];
  const subjectsOf = asArray(rule.subject);
  const unsupported = subjectsOf.filter((s) => !isRowRuleSubject(s));
  const supported = Object.keys(rowRuleFields).join(', ');
  for (const key of ['conditions', 'fields'] as const) {
    if (rule[key] !== undefined && unsupported.length > 0) {
      problems.push([[key], `can be set only on ${supported}, not on ${unsupported.join(', ')}`]);
    }
  }
  if (problems.length > 0) return problems;
  const known = subjectsOf as RowRuleSubject[];
  if (rule.conditions !== undefined) {
    for (const s of known) {
      const allowed = rowRuleActions[s];
      const refused = allowed ? asArray(rule.action).filter((a) => !allowed.includes(a)) : [];
      if (refused.length > 0) {
        problems.push([
          ['conditions'],
          `can narrow only ${allowed?.join(', ')} on ${s}, not ${refused.join(', ')}`,
        ]);
      }
    }
    if (problems.length > 0) return problems;
  }

  if (rule.conditions) {
    for (const [field, test] of Object.entries(rule.conditions)) {
      const kinds = known.map((s) => (rowRuleFields[s] as Record<string, string>)[field]);
      if (field.startsWith('$') || kinds.some((k) => k === undefined)) {
        problems.push([
          ['conditions', field],
          field.startsWith('$')
            ? `is not a supported operator: use a field of ${known.join(', ')}`
            : `is not a field of ${known.join(', ')}`,
        ]);
        continue;
      }
      const kind = kinds[0];
      const ownerOfAll = known.every((s) => ownerFields[s] === field);
      const valueProblem = (v: unknown, op = '$eq') => {
        if (v !== ME) return typeof v === kind ? null : `must be a ${kind}`;
        if (!ownerOfAll) {
          const owners = known
            .filter((s) => ownerFields[s])
            .map((s) => `${ownerFields[s]} (${s})`)
            .join(', ');
          if (!owners)
            return `${ME} (the signed-in user) cannot stand on ${known.join(', ')}: no owner field`;
          return `${ME} (the signed-in user) can stand only on the owner field: ${owners}`;
        }
        return meOperators.includes(op) ? null : `${ME} can be used only bare, with $eq or with $ne`;
      };
      if (test !== null && typeof test === 'object' && !Array.isArray(test)) {
        const ops = Object.entries(test as Record<string, unknown>);
        if (ops.length === 0) problems.push([['conditions', field], 'must name an operator']);
        for (const [op, v] of ops) {
          if (!(conditionOperators as readonly string[]).includes(op)) {
            problems.push([
              ['conditions', field, op],
              `is not a supported operator (${conditionOperators.join(', ')})`,
            ]);
          } else if (op === '$in' || op === '$nin') {
            if (!Array.isArray(v) || v.length === 0 || v.length > 100) {
              problems.push([['conditions', field, op], 'must be a list of 1 to 100 values']);
            } else {
              const bad = v.map((x) => valueProblem(x, op)).find(Boolean);
              if (bad) {
                problems.push([['conditions', field, op], bad.startsWith(ME) ? bad : `${bad} in each value`]);
              }
            }
          } else {
            const bad = valueProblem(v, op);
            if (bad) problems.push([['conditions', field, op], bad]);
          }
        }
      } else {
        const bad = valueProblem(test);
        if (bad) problems.push([['conditions', field], bad]);
      }
    }
  }

  if (rule.fields !== undefined) {
    const limited = asArray(rule.action).filter((a) => !fieldLimitedActions.includes(a));
    if (limited.length > 0) {
      problems.push([
        ['fields'],
        `can limit only ${fieldLimitedActions.join(' and ')}, not ${limited.join(', ')}`,
      ]);
    }
    const names = asArray(rule.fields);
    if (names.length === 0) problems.push([['fields'], 'must name at least one field']);
    for (const name of names) {
      if (known.some((s) => !rowRuleWritableFields[s].includes(name))) {
        problems.push([['fields'], `${name} is not a writable field of ${known.join(', ')}`]);
      }
    }
  }
  return problems;
}

/** A rule as a role or permission write accepts it: its conditions and fields are ones the server enforces. */
export const abilityRuleInput = abilityRule.superRefine((rule, ctx) => {
  for (const [path, message] of ruleProblems(rule)) ctx.addIssue({ code: 'custom', path, message });
});
