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
] as const;
export type Subject = (typeof subjects)[number];

export const abilityRule = z.object({
  action: z.union([z.enum(actions), z.array(z.enum(actions)).min(1)]),
  subject: z.union([z.enum(subjects), z.array(z.enum(subjects)).min(1)]),
  conditions: z.record(z.string(), z.unknown()).optional(),
  fields: z.union([z.string(), z.array(z.string())]).optional(),
  inverted: z.boolean().optional(),
  reason: z.string().optional(),
});
export type AbilityRule = z.infer<typeof abilityRule>;

/** What a route needs: an action on a subject, or only a signed-in user, or nothing. */
export type Access = { action: Action; subject: Subject } | 'authenticated' | 'public';
