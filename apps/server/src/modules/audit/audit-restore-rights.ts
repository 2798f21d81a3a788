import { eq } from 'drizzle-orm';
import { wholeSubjectAbility } from '../../auth/ability.ts';
import { assertHoldsAll } from '../../auth/grants.ts';
import type { AuthContext } from '../../auth/plugin.ts';
import { rulesOfRole } from '../../auth/role-rules.ts';
import { reaches } from '../../auth/row-rules.ts';
import type { Queryable } from '../../db/client.ts';
import { calendarEvents } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/errors.ts';
import { getUser } from '../user/user.service.ts';
import { auditSubjects, isOwned, readsEveryOwner } from './audit-subjects.ts';

type Row = Record<string, unknown>;
export type RestoreImage = { table: string; recordId: string; row: Row };

const refuse = (message: string) => new HttpError(403, { message });

const USER_TABLES = new Set(['users', 'user_profiles', 'account_settings', 'two_factors']);

/** Whose mail or calendar a kept row belongs to (a guest's row: the event's owner). */
async function ownerOf(tx: Queryable, image: RestoreImage): Promise<unknown> {
  if (image.table !== 'calendar_event_guests') return image.row.owner_id;
  const [event] = await tx
    .select({ ownerId: calendarEvents.ownerId })
    .from(calendarEvents)
    .where(eq(calendarEvents.id, Number(image.row.event_id)));
  return event?.ownerId;
}

/**
 * A restore creates its rows again, so it needs what creating them needs (docs/audit.md): the create
 * right on each row's subject; a user's rows only if the caller's rules would let them create that
 * user, and the user's role only if the caller holds every right it grants (nobody hands out more than
 * they hold); mail and calendar rows only of the caller's own, unless they hold `manage all`. Called
 * inside the restore's transaction after the rows are back, so the checks read them as they will be; a
 * refusal (403) rolls everything back.
 */
export async function assertMayRestore(tx: Queryable, actor: AuthContext, images: RestoreImage[]) {
  const whole = wholeSubjectAbility(actor.ability);
  for (const table of new Set(images.map((i) => i.table))) {
    const subject = auditSubjects[table as keyof typeof auditSubjects] ?? 'all';
    const allowed = USER_TABLES.has(table)
      ? actor.ability.can('create', subject)
      : whole.can('create', subject);
    if (!allowed) {
      throw refuse(
        `You cannot restore this deletion: it brings back ${table} records, and your role may not create ${subject} records.`,
      );
    }
  }
  for (const image of images) {
    if (!isOwned(image.table) || readsEveryOwner(actor.ability, image.table)) continue;
    if ((await ownerOf(tx, image)) !== actor.user.id) {
      throw refuse(
        `You cannot restore this deletion: it brings back ${image.table} records of another person.`,
      );
    }
  }
  for (const image of images.filter((i) => USER_TABLES.has(i.table))) {
    const userId = Number(image.table === 'users' ? image.row.id : image.row.user_id);
    const user = await getUser(tx, userId);
    if (!reaches(actor.ability, 'create', 'User', user)) {
      throw refuse(
        'You cannot restore this deletion: the user it brings back is outside the users your role may create.',
      );
    }
    if (image.table === 'users') {
      assertHoldsAll(
        actor.ability,
        await rulesOfRole(tx, Number(image.row.role_id)),
        `restore the user ${user.fullName} with the role ${user.role}`,
      );
    }
  }
}
