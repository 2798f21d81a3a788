import { z } from 'zod';
import { editVersion, listTotal, orderBy, pagingQuery, searchText } from './common.ts';
import { newPassword } from './password-policy.ts';
import { personName } from './person-name.ts';

export const userStatuses = ['active', 'inactive', 'pending'] as const;
export type UserStatus = (typeof userStatuses)[number];
export const userPlans = ['basic', 'team', 'company', 'enterprise'] as const;
export type UserPlan = (typeof userPlans)[number];
export const billingKinds = ['Manual-Credit Card', 'Manual-PayPal', 'Manual-Cash', 'Auto debit'] as const;
export const userSortKeys = ['user', 'email', 'role', 'plan', 'status', 'billing'] as const;
export const userLanguages = ['English', 'French', 'Arabic', 'Spanish', 'German', 'Portuguese'] as const;

const optionalFilter = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(values).optional());

export const userListQuery = z.object({
  q: searchText,
  role: z.preprocess((v) => (v === '' ? undefined : v), z.string().max(50).optional()),
  plan: optionalFilter(userPlans),
  status: optionalFilter(userStatuses),
  sortBy: z.enum(userSortKeys).optional(),
  orderBy,
  ...pagingQuery,
});
export type UserListQuery = z.infer<typeof userListQuery>;

export const user = z.object({
  id: z.number(),
  fullName: z.string(),
  company: z.string(),
  role: z.string(),
  username: z.string(),
  country: z.string(),
  contact: z.string(),
  email: z.string(),
  currentPlan: z.string(),
  status: z.enum(userStatuses),
  avatar: z.string().nullable(),
  billing: z.string(),
});
export type User = z.infer<typeof user>;

export const userDetail = user.extend({
  taskDone: z.number(),
  projectDone: z.number(),
  taxId: z.string(),
  language: z.string(),
  createdAt: z.string(),
  /** Moves on every write (docs/edit-conflicts.md). */
  version: z.number(),
});
export type UserDetail = z.infer<typeof userDetail>;

export const userListAnswer = z.object({
  users: z.array(user),
  totalPages: z.number(),
  totalUsers: z.number(),
  page: z.number(),
  /** totalUsers (and totalPages) is the planner's estimate (see listTotal). */
  totalIsEstimate: listTotal.totalIsEstimate,
});
export type UserListAnswer = z.infer<typeof userListAnswer>;

const name = personName(100);

/** The editable fields without defaults, so that a partial update never resets an omitted field. */
const userFields = {
  fullName: name,
  username: z
    .string()
    .trim()
    .min(3, 'must have at least 3 characters')
    .max(40, 'is too long')
    .regex(/^[a-zA-Z0-9._-]+$/, 'may hold only letters, digits, dot, dash and underscore'),
  email: z.string().trim().toLowerCase().max(254, 'is too long').email('must be an e-mail address'),
  company: z.string().trim().max(100, 'is too long'),
  country: z.string().trim().max(60, 'is too long'),
  contact: z
    .string()
    .trim()
    .max(30, 'is too long')
    .regex(/^[0-9+() -]*$/, 'may hold only digits, spaces and + ( ) -'),
  role: z.string().trim().min(1, 'is required').max(50, 'is too long'),
  currentPlan: z.enum(userPlans, 'must be one of basic, team, company, enterprise'),
  status: z.enum(userStatuses, 'must be one of active, inactive, pending'),
  billing: z.enum(billingKinds, `must be one of ${billingKinds.join(', ')}`),
  language: z.enum(userLanguages, `must be one of ${userLanguages.join(', ')}`),
  taxId: z.string().trim().max(40, 'is too long'),
};

export const userCreateBody = z.object({
  ...userFields,
  company: userFields.company.default(''),
  country: userFields.country.default(''),
  contact: userFields.contact.default(''),
  status: userFields.status.default('active'),
  billing: userFields.billing.default('Auto debit'),
  language: userFields.language.default('English'),
  taxId: userFields.taxId.default(''),
  password: newPassword.optional(),
});
export type UserCreateBody = z.input<typeof userCreateBody>;

export const userUpdateBody = z
  .object(userFields)
  .partial()
  .extend({ version: editVersion })
  .refine(
    ({ version: _version, ...v }) => Object.values(v).some((x) => x !== undefined),
    'must change at least one field',
  );
export type UserUpdateBody = z.input<typeof userUpdateBody>;

export const userStatsAnswer = z.object({
  total: z.number(),
  byStatus: z.record(z.string(), z.number()),
  byRole: z.record(z.string(), z.number()),
  byPlan: z.record(z.string(), z.number()),
  recent: z.array(user.extend({ createdAt: z.string() })),
  signupsByMonth: z.array(z.object({ month: z.string(), count: z.number() })),
});
export type UserStatsAnswer = z.infer<typeof userStatsAnswer>;

export const USER_NOT_FOUND_TEXT = 'User not found';
