import { z } from 'zod';
import { editVersion } from './common.ts';

/** /pages/user-profile/{tab} over GET /api/pages/profile?tab= and /header (spec 001, docs/profile.md). */
export const profileTabs = ['profile', 'teams', 'projects', 'connections'] as const;
export type ProfileTab = (typeof profileTabs)[number];

export const PROFILE_PROJECTS_PAGE_SIZE = 6;

export const profileHeader = z.object({
  fullName: z.string(),
  location: z.string(),
  /** ISO date of the account's creation. */
  joiningDate: z.string(),
  designation: z.string(),
  profileImg: z.string().nullable(),
  coverImg: z.string().nullable(),
  /** What the edit dialog holds beyond the header: the text about the user. */
  about: z.string(),
  /** The version of the profile's row (docs/edit-conflicts.md); 1 while nothing was saved. */
  version: z.number(),
});
export type ProfileHeader = z.infer<typeof profileHeader>;

/**
 * One line of the about, contacts, teams and overview lists. `property` is a key the page translates;
 * `value` is the user's data as is.
 */
export const profileFact = z.object({
  property: z.string(),
  value: z.string(),
  icon: z.string(),
  color: z.string().optional(),
});
export type ProfileFact = z.infer<typeof profileFact>;

export const profileConnection = z.object({
  id: z.number(),
  name: z.string(),
  avatar: z.string().nullable(),
  /** How many people this connection chats with. */
  connections: z.number(),
  isFriend: z.boolean(),
});

export const profileTeamTech = z.object({
  title: z.string(),
  members: z.number(),
  avatar: z.string().nullable(),
  chipText: z.string(),
  ChipColor: z.string(),
});

export const profileTabAnswer = z.object({
  about: z.array(profileFact),
  contacts: z.array(profileFact),
  teams: z.array(profileFact),
  overview: z.array(profileFact),
  /** Free text the user wrote about themself. */
  aboutText: z.string(),
  connections: z.array(profileConnection),
  teamsTech: z.array(profileTeamTech),
});
export type ProfileTabAnswer = z.infer<typeof profileTabAnswer>;

export const profileTeam = z.object({
  title: z.string(),
  description: z.string(),
  avatar: z.string().nullable(),
  avatarGroup: z.array(z.object({ avatar: z.string().nullable(), name: z.string() })),
  extraMembers: z.number(),
  chips: z.array(z.object({ title: z.string(), color: z.string() })),
});
export type ProfileTeam = z.infer<typeof profileTeam>;

export const profileProject = z.object({
  id: z.number(),
  title: z.string(),
  /** The project's type (the analytics projects table's "project"). */
  client: z.string(),
  avatar: z.string(),
  leader: z.string(),
  progress: z.number(),
  hours: z.string(),
  members: z.number(),
  avatarGroup: z.array(z.object({ avatar: z.string(), name: z.string() })),
  chipColor: z.string(),
});
export type ProfileProject = z.infer<typeof profileProject>;

export const profileProjectsAnswer = z.object({
  projects: z.array(profileProject),
  totalPages: z.number(),
  totalProjects: z.number(),
  page: z.number(),
});
export type ProfileProjectsAnswer = z.infer<typeof profileProjectsAnswer>;

export const profileContact = z.object({
  id: z.number(),
  name: z.string(),
  designation: z.string(),
  avatar: z.string().nullable(),
  tasks: z.number(),
  projects: z.number(),
  connections: z.number(),
  isConnected: z.boolean(),
  chips: z.array(z.object({ title: z.string(), color: z.string() })),
});
export type ProfileContact = z.infer<typeof profileContact>;

/** Missing or non-numeric pages fall back to 1, as the spec's list does with a page out of range. */
const pageNumber = z.preprocess(
  (value) => {
    const n = typeof value === 'string' && value !== '' ? Number(value) : value;
    return typeof n === 'number' && Number.isFinite(n) ? n : 1;
  },
  z.number().int('must be a whole number').min(1, 'must be at least 1'),
);

export const profileQuery = z.object({
  tab: z.enum(profileTabs, `is required: one of ${profileTabs.join(', ')}`),
  page: pageNumber,
});
export type ProfileQuery = z.input<typeof profileQuery>;

export const profileTabAnswers = z.union([
  profileTabAnswer,
  z.array(profileTeam),
  profileProjectsAnswer,
  z.array(profileContact),
]);

export const profileUpdateBody = z.object({
  location: z.string().trim().max(100, 'is too long'),
  designation: z.string().trim().max(100, 'is too long'),
  about: z.string().trim().max(1000, 'is too long'),
  version: editVersion,
});
export type ProfileUpdateBody = z.infer<typeof profileUpdateBody>;
