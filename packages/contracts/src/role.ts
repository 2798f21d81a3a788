import { z } from 'zod';
import { abilityRule, abilityRuleInput } from './ability.ts';
import { editVersion, MAX_ROW_ID } from './common.ts';

export const role = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  rules: z.array(abilityRule),
  permissions: z.array(z.object({ id: z.number(), name: z.string() })),
  totalUsers: z.number(),
  avatars: z.array(z.object({ id: z.number(), fullName: z.string(), avatar: z.string().nullable() })),
  isSystem: z.boolean(),
  /** Moves on every write (docs/edit-conflicts.md). */
  version: z.number(),
});
export type Role = z.infer<typeof role>;

export const roleListAnswer = z.object({ roles: z.array(role) });

export const roleBody = z.object({
  name: z
    .string()
    .trim()
    .toLowerCase()
    .min(2, 'must have at least 2 characters')
    .max(50, 'is too long')
    .regex(/^[a-z0-9][a-z0-9 _-]*$/, 'may hold only letters, digits, space, dash and underscore'),
  description: z.string().trim().max(300, 'is too long').default(''),
  rules: z.array(abilityRuleInput).max(200, 'has too many rules'),
  /** When given, replaces the permissions assigned to the role; when left out, they stay as they are. */
  permissionIds: z
    .array(
      z
        .number()
        .int('must hold whole numbers')
        .positive('must hold positive ids')
        .max(MAX_ROW_ID, 'must hold ids no larger than 2147483647'),
    )
    .max(100, 'has too many ids')
    .optional(),
});
export type RoleBody = z.input<typeof roleBody>;

/** PUT /api/apps/roles/:id: the role with the version the form loaded. */
export const roleUpdateBody = roleBody.extend({ version: editVersion });
export type RoleUpdateBody = z.input<typeof roleUpdateBody>;

export const ROLE_NOT_FOUND_TEXT = 'Role not found';
