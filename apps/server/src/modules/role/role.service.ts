import { ROLE_NOT_FOUND_TEXT, type Role, type roleBody, type roleUpdateBody } from '@app/contracts';
import type { z } from 'zod';
import { addedRules, assertHoldsAll, sameRules, widenedRights } from '../../auth/grants.ts';
import type { AuthContext } from '../../auth/plugin.ts';
import type { Db, Queryable } from '../../db/client.ts';
import { permissions, roles } from '../../db/schema/index.ts';
import { changedIds, claimVersion, guardEdit, touchVersions } from '../../lib/edit-version.ts';
import { badRequest, conflict, HttpError, isUniqueViolation, notFound } from '../../lib/errors.ts';
import {
  countRoleUsers,
  deleteRole as deleteRoleRow,
  insertRole,
  listRoles,
  lockRole,
  permissionIdsOfRole,
  permissionsByIds,
  roleNameTaken,
  setRolePermissions,
  updateRole as updateRoleRow,
} from './role.repository.ts';

type RoleData = z.output<typeof roleBody>;
type RoleUpdateData = z.output<typeof roleUpdateBody>;

/** The role every request of the demo depends on: it always holds `manage all`. */
const ADMIN_ROLE = 'admin';

const nameTaken = () => conflict('name', 'is already taken');
const stillUsed = (n: number) =>
  new HttpError(409, {
    message: `This role still has ${n} user${n === 1 ? '' : 's'}; move them to another role first`,
  });

const refuse = (field: string, message: string, reason: string) =>
  new HttpError(400, { message, errors: { [field]: reason } });

async function oneRole(db: Queryable, id: number): Promise<Role> {
  const [role] = await listRoles(db, id);
  if (!role) throw notFound(ROLE_NOT_FOUND_TEXT);
  return role;
}

/** The permissions named by the body, all of which must exist. */
async function knownPermissions(db: Queryable, ids: number[]) {
  const unique = [...new Set(ids)];
  const found = await permissionsByIds(db, unique);
  const missing = unique.filter((id) => !found.some((p) => p.id === id));
  if (missing.length > 0) throw badRequest('permissionIds', `holds unknown ids: ${missing.join(', ')}`);
  return found;
}

export function allRoles(db: Db): Promise<Role[]> {
  return listRoles(db);
}

export async function createRole(db: Db, actor: AuthContext, body: RoleData): Promise<Role> {
  try {
    return await db.transaction(async (tx) => {
      if (await roleNameTaken(tx, body.name)) throw nameTaken();
      const granted = await knownPermissions(tx, body.permissionIds ?? []);
      assertHoldsAll(actor.ability, [...body.rules, ...granted.flatMap((p) => p.rules)], 'create this role');
      const id = await insertRole(tx, { name: body.name, description: body.description, rules: body.rules });
      await setRolePermissions(
        tx,
        id,
        granted.map((p) => p.id),
      );
      // Each permission's form shows the roles it is assigned to (docs/edit-conflicts.md).
      await touchVersions(
        tx,
        permissions,
        granted.map((p) => p.id),
      );
      return oneRole(tx, id);
    });
  } catch (error) {
    throw isUniqueViolation(error) ? nameTaken() : error;
  }
}

export function updateRole(db: Db, actor: AuthContext, id: number, data: RoleUpdateData): Promise<Role> {
  const { version, ...body } = data;
  return guardEdit(
    () => writeRole(db, actor, id, body, version),
    () => oneRole(db, id),
  );
}

async function writeRole(
  db: Db,
  actor: AuthContext,
  id: number,
  body: RoleData,
  version: number | undefined,
): Promise<Role> {
  try {
    return await db.transaction(async (tx) => {
      await claimVersion(tx, roles, id, version);
      const existing = await lockRole(tx, id);
      if (!existing) throw notFound(ROLE_NOT_FOUND_TEXT);
      if (existing.isSystem && body.name !== existing.name) {
        throw refuse(
          'name',
          `The ${existing.name} role is a system role and cannot be renamed`,
          'cannot be changed on a system role',
        );
      }
      if (existing.name === ADMIN_ROLE && !sameRules(existing.rules, body.rules)) {
        throw refuse(
          'rules',
          "The admin role's rules cannot be changed: it always manages everything",
          'cannot be changed on the admin role',
        );
      }
      if (await roleNameTaken(tx, body.name, id)) throw nameTaken();

      const before = await permissionIdsOfRole(tx, id);
      const granted = body.permissionIds ? await knownPermissions(tx, body.permissionIds) : [];
      const newlyGranted = granted.filter((p) => !before.includes(p.id)).flatMap((p) => p.rules);
      const held = (await permissionsByIds(tx, before)).flatMap((p) => p.rules);
      const after = body.permissionIds ? granted.flatMap((p) => p.rules) : held;
      assertHoldsAll(
        actor.ability,
        [
          ...addedRules(existing.rules, body.rules),
          ...newlyGranted,
          ...widenedRights([...existing.rules, ...held], [...body.rules, ...after]),
        ],
        'change this role',
      );

      // The role's form and the forms of the permissions it gains or loses show these links: a save
      // that changes them is an edit of each (docs/edit-conflicts.md).
      const touched = body.permissionIds
        ? changedIds(
            before,
            granted.map((p) => p.id),
          )
        : [];
      await updateRoleRow(
        tx,
        id,
        { name: body.name, description: body.description, rules: body.rules },
        touched.length > 0,
      );
      if (body.permissionIds)
        await setRolePermissions(
          tx,
          id,
          granted.map((p) => p.id),
        );
      await touchVersions(tx, permissions, touched);
      return oneRole(tx, id);
    });
  } catch (error) {
    throw isUniqueViolation(error) ? nameTaken() : error;
  }
}

/** The role row is locked first, so a user given this role meanwhile is either counted or refused. */
export async function deleteRole(db: Db, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const existing = await lockRole(tx, id);
    if (!existing) throw notFound(ROLE_NOT_FOUND_TEXT);
    if (existing.isSystem) {
      throw new HttpError(400, {
        message: `The ${existing.name} role is a system role and cannot be deleted`,
      });
    }
    const holders = await countRoleUsers(tx, id);
    if (holders > 0) throw stillUsed(holders);
    const held = await permissionIdsOfRole(tx, id);
    await deleteRoleRow(tx, id);
    await touchVersions(tx, permissions, held);
  });
}
