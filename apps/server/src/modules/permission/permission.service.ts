import {
  PERMISSION_NOT_FOUND_TEXT,
  type Permission,
  type PermissionListAnswer,
  type PermissionListQuery,
  type permissionBody,
  type permissionUpdateBody,
} from '@app/contracts';
import type { z } from 'zod';
import { addedRules, assertHoldsAll } from '../../auth/grants.ts';
import type { AuthContext } from '../../auth/plugin.ts';
import type { Db, Queryable } from '../../db/client.ts';
import { permissions, roles } from '../../db/schema/index.ts';
import { changedIds, claimVersion, guardEdit, touchVersions } from '../../lib/edit-version.ts';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../lib/errors.ts';
import {
  deletePermission as deletePermissionRow,
  findPermission,
  insertPermission,
  lockPermission,
  permissionList,
  permissionNameTaken,
  rolesByNames,
  setPermissionRoles,
  updatePermission as updatePermissionRow,
} from './permission.repository.ts';

type PermissionData = z.output<typeof permissionBody>;
type PermissionUpdateData = z.output<typeof permissionUpdateBody>;

const nameTaken = () => conflict('name', 'is already taken');

async function onePermission(db: Queryable, id: number): Promise<Permission> {
  const found = await findPermission(db, id);
  if (!found) throw notFound(PERMISSION_NOT_FOUND_TEXT);
  return found;
}

/**
 * A permission only adds rights to its roles (effective rules = role rules ∪ permission rules), so an
 * inverted rule, whose effect would depend on the order of the union, is refused.
 */
function assertGrantsOnly(body: PermissionData): void {
  if (body.rules.some((rule) => rule.inverted)) {
    throw badRequest('rules', 'may only grant rights: inverted rules belong on a role');
  }
}

async function knownRoleIds(db: Queryable, names: string[]): Promise<number[]> {
  const unique = [...new Set(names)];
  const found = await rolesByNames(db, unique);
  const missing = unique.filter((name) => !found.some((r) => r.name === name));
  if (missing.length > 0) throw badRequest('assignedTo', `holds unknown roles: ${missing.join(', ')}`);
  return found.map((r) => r.id);
}

export async function permissionPage(db: Db, query: PermissionListQuery): Promise<PermissionListAnswer> {
  const { rows, total, totalIsEstimate } = await permissionList.page(db, query);
  return { permissions: rows, totalPermissions: total, ...(totalIsEstimate && { totalIsEstimate }) };
}

export async function createPermission(
  db: Db,
  actor: AuthContext,
  body: PermissionData,
): Promise<Permission> {
  assertGrantsOnly(body);
  try {
    return await db.transaction(async (tx) => {
      if (await permissionNameTaken(tx, body.name)) throw nameTaken();
      const roleIds = await knownRoleIds(tx, body.assignedTo);
      assertHoldsAll(actor.ability, body.rules, 'create this permission');
      const id = await insertPermission(tx, { name: body.name, rules: body.rules });
      await setPermissionRoles(tx, id, roleIds);
      // Each role's form shows the permissions it holds (docs/edit-conflicts.md).
      await touchVersions(tx, roles, roleIds);
      return onePermission(tx, id);
    });
  } catch (error) {
    throw isUniqueViolation(error) ? nameTaken() : error;
  }
}

export async function updatePermission(
  db: Db,
  actor: AuthContext,
  id: number,
  data: PermissionUpdateData,
): Promise<Permission> {
  const { version, ...body } = data;
  assertGrantsOnly(body);
  return guardEdit(
    async () => {
      try {
        return await db.transaction(async (tx) => {
          await claimVersion(tx, permissions, id, version);
          const existing = await lockPermission(tx, id);
          if (!existing) throw notFound(PERMISSION_NOT_FOUND_TEXT);
          if (await permissionNameTaken(tx, body.name, id)) throw nameTaken();
          const roleIds = await knownRoleIds(tx, body.assignedTo);
          // A role that newly receives the permission gains all its rules; the others gain only the new ones.
          const reachesNewRole = roleIds.some((roleId) => !existing.roleIds.includes(roleId));
          const granted = reachesNewRole ? body.rules : addedRules(existing.rules, body.rules);
          assertHoldsAll(actor.ability, granted, 'change this permission');
          const touched = changedIds(existing.roleIds, roleIds);
          await updatePermissionRow(tx, id, { name: body.name, rules: body.rules }, touched.length > 0);
          await setPermissionRoles(tx, id, roleIds);
          await touchVersions(tx, roles, touched);
          return onePermission(tx, id);
        });
      } catch (error) {
        throw isUniqueViolation(error) ? nameTaken() : error;
      }
    },
    () => onePermission(db, id),
  );
}

export async function deletePermission(db: Db, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const existing = await lockPermission(tx, id);
    if (!existing) throw notFound(PERMISSION_NOT_FOUND_TEXT);
    // Its assignments go with it (on delete cascade); the roles lose its rules at their next request.
    await deletePermissionRow(tx, id);
    await touchVersions(tx, roles, existing.roleIds);
  });
}
