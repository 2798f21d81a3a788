import { z } from 'zod';
import { abilityRule, abilityRuleInput } from './ability.ts';
import { editVersion, listTotal, orderBy, pagingQuery, searchText } from './common.ts';

export const permissionListQuery = z.object({
  q: searchText,
  sortBy: z.enum(['name']).optional(),
  orderBy,
  ...pagingQuery,
});
export type PermissionListQuery = z.infer<typeof permissionListQuery>;

export const permission = z.object({
  id: z.number(),
  name: z.string(),
  assignedTo: z.array(z.string()),
  createdDate: z.string(),
  rules: z.array(abilityRule),
  /** Moves on every write, its role assignments included (docs/edit-conflicts.md). */
  version: z.number(),
});
export type Permission = z.infer<typeof permission>;

export const permissionListAnswer = z.object({
  permissions: z.array(permission),
  totalPermissions: z.number(),
  /** totalPermissions is the planner's estimate (see listTotal). */
  totalIsEstimate: listTotal.totalIsEstimate,
});
export type PermissionListAnswer = z.infer<typeof permissionListAnswer>;

export const permissionBody = z.object({
  name: z.string().trim().min(2, 'must have at least 2 characters').max(100, 'is too long'),
  assignedTo: z.array(z.string().trim().min(1).max(50)).max(50).default([]),
  rules: z.array(abilityRuleInput).max(200, 'has too many rules').default([]),
});
export type PermissionBody = z.input<typeof permissionBody>;

/** PUT /api/apps/permissions/:id: the permission with the version the form loaded. */
export const permissionUpdateBody = permissionBody.extend({ version: editVersion });
export type PermissionUpdateBody = z.input<typeof permissionUpdateBody>;

export const PERMISSION_NOT_FOUND_TEXT = 'Permission not found';
