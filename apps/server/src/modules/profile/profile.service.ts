import {
  PROFILE_PROJECTS_PAGE_SIZE,
  type ProfileContact,
  type ProfileFact,
  type ProfileHeader,
  type ProfileProjectsAnswer,
  type ProfileTabAnswer,
  type ProfileTeam,
  type ProfileUpdateBody,
} from '@app/contracts/profile';
import type { Db } from '../../db/client.ts';
import { userProfiles } from '../../db/schema/index.ts';
import { claimVersionBy, guardEdit } from '../../lib/edit-version.ts';
import { notFound } from '../../lib/errors.ts';
import {
  contactCount,
  countProjects,
  insertProfile,
  ordersOfEmail,
  selectContacts,
  selectProfileUser,
  selectProjects,
  selectRoleMembers,
  upsertProfile,
} from './profile.repository.ts';

/** The profile pages read the signed-in user's own data only: no id ever comes from the request. */

const ROLE_COLORS = ['primary', 'success', 'info', 'warning', 'error', 'secondary'] as const;
const colorOf = (text: string) =>
  ROLE_COLORS[[...text].reduce((sum, c) => sum + c.charCodeAt(0), 0) % ROLE_COLORS.length];

async function userOf(db: Db, userId: number) {
  const row = await selectProfileUser(db, userId);
  if (!row) throw notFound('User not found');
  return row;
}

export async function profileHeader(db: Db, userId: number): Promise<ProfileHeader> {
  const u = await userOf(db, userId);
  return {
    fullName: u.fullName,
    location: u.location || u.country,
    joiningDate: u.createdAt.toISOString(),
    designation: u.designation || u.role,
    profileImg: u.avatar,
    coverImg: u.coverImage,
    about: u.about ?? '',
    version: u.version,
  };
}

const fact = (property: string, value: string | number, icon: string, color?: string): ProfileFact => ({
  property,
  value: String(value),
  icon,
  ...(color ? { color } : {}),
});

export async function profileTab(db: Db, userId: number): Promise<ProfileTabAnswer> {
  const u = await userOf(db, userId);
  const [orders, contacts, recent, projects] = await Promise.all([
    ordersOfEmail(db, u.email),
    contactCount(db, userId),
    selectContacts(db, userId, 5),
    selectProjects(db, u.fullName, 5, 0),
  ]);
  return {
    about: [
      fact('fullName', u.fullName, 'user'),
      fact('status', u.status, 'check'),
      fact('role', u.role, 'crown'),
      fact('country', u.country, 'flag'),
      fact('language', u.language, 'language'),
    ],
    contacts: [fact('contact', u.contact, 'phone'), fact('email', u.email, 'mail')],
    teams: [fact(u.role, u.roleMembers, 'users', colorOf(u.role))],
    overview: [
      fact('tasksCompleted', u.taskDone, 'check'),
      fact('projectsCompleted', u.projectDone, 'layout-grid'),
      fact('orders', orders, 'shopping-cart'),
      fact('connections', contacts, 'users'),
    ],
    aboutText: u.about ?? '',
    connections: recent.map((c) => ({
      id: c.id,
      name: c.name,
      avatar: c.avatar,
      connections: c.connections,
      isFriend: true,
    })),
    teamsTech: projects.map((p) => ({
      title: p.name,
      members: p.team.length + p.extraMembers,
      avatar: p.logo,
      chipText: p.projectType,
      ChipColor: colorOf(p.projectType),
    })),
  };
}

/** The user's team: the people who share their role (the role is how this installation groups people). */
export async function profileTeams(db: Db, userId: number): Promise<ProfileTeam[]> {
  const u = await userOf(db, userId);
  const shown = await selectRoleMembers(db, u.roleId, userId, 4);
  return [
    {
      title: u.role,
      description: u.roleDescription,
      avatar: u.avatar,
      avatarGroup: shown,
      extraMembers: Math.max(0, u.roleMembers - 1 - shown.length),
      chips: [{ title: u.role, color: colorOf(u.role) }],
    },
  ];
}

const hours = (minutes: number) => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;

/** A page of the projects the user leads or works on; a page past the last answers page 1 (spec 001). */
export async function profileProjects(db: Db, userId: number, page: number): Promise<ProfileProjectsAnswer> {
  const u = await userOf(db, userId);
  const size = PROFILE_PROJECTS_PAGE_SIZE;
  const total = await countProjects(db, u.fullName);
  const totalPages = Math.ceil(total / size);
  const current = page > totalPages ? 1 : page;
  const rows = total ? await selectProjects(db, u.fullName, size, (current - 1) * size) : [];
  return {
    projects: rows.map((p) => ({
      id: p.id,
      title: p.name,
      client: p.projectType,
      avatar: p.logo,
      leader: p.leader,
      progress: p.progress,
      hours: hours(p.minutesSpent),
      members: p.team.length + p.extraMembers,
      avatarGroup: p.team.map((name) => ({ name, avatar: '' })),
      chipColor: colorOf(p.projectType),
    })),
    totalPages,
    totalProjects: total,
    page: current,
  };
}

export async function profileConnections(db: Db, userId: number): Promise<ProfileContact[]> {
  const rows = await selectContacts(db, userId, 100);
  return rows.map((c) => ({
    id: c.id,
    name: c.name,
    designation: c.role,
    avatar: c.avatar,
    tasks: c.tasks,
    projects: c.projects,
    connections: c.connections,
    isConnected: true,
    chips: [{ title: c.role, color: colorOf(c.role) }],
  }));
}

/**
 * With the version the dialog loaded, a profile saved meanwhile answers 409 with it. Two first saves
 * meet at the user's key: the second inserts nothing and its claim finds the first's version.
 */
export async function saveProfile(db: Db, userId: number, data: ProfileUpdateBody) {
  const { version, ...body } = data;
  await guardEdit(
    () =>
      db.transaction(async (tx) => {
        if (version !== undefined) {
          if (await insertProfile(tx, userId, body)) return;
          await claimVersionBy(tx, userProfiles, userProfiles.userId, userId, version);
        }
        await upsertProfile(tx, userId, body);
      }),
    () => profileHeader(db, userId),
  );
  return profileHeader(db, userId);
}
