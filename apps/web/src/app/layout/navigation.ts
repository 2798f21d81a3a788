import type { Access } from '@app/contracts';
import {
  type Icon,
  IconChartPie2,
  IconDots,
  IconLayoutGridAdd,
  IconLock,
  IconShield,
  IconShieldLock,
  IconSmartHome,
  IconUsers,
} from '@tabler/icons-react';

/** `match` marks the item active for every page under it (the user list and a user's page, say). */
export type NavLink = { kind: 'link'; key: string; to: string; icon: Icon; access: Access; match?: string };
/** A section is a header in the vertical menu and a drop-down in the horizontal one. */
export type NavSection = { kind: 'section'; key: string; icon: Icon; children: NavLink[] };
export type NavItem = NavLink | NavSection;

/**
 * The menu. `key` is the i18n key under `nav.` in the shell's locale; an item shows only when the
 * user may open it (spec 000 §6), and a section only when one of its items shows.
 */
export const NAVIGATION: NavItem[] = [
  {
    kind: 'section',
    key: 'dashboards',
    icon: IconSmartHome,
    children: [
      {
        kind: 'link',
        key: 'crm',
        to: '/dashboards/crm',
        icon: IconChartPie2,
        access: { action: 'read', subject: 'Dashboard' },
      },
    ],
  },
  {
    kind: 'section',
    key: 'appsPages',
    icon: IconLayoutGridAdd,
    children: [
      {
        kind: 'link',
        key: 'users',
        to: '/apps/user/list',
        match: '/apps/user',
        icon: IconUsers,
        access: { action: 'read', subject: 'User' },
      },
      {
        kind: 'link',
        key: 'roles',
        to: '/apps/roles',
        icon: IconShieldLock,
        access: { action: 'read', subject: 'Role' },
      },
      {
        kind: 'link',
        key: 'permissions',
        to: '/apps/permissions',
        icon: IconLock,
        access: { action: 'read', subject: 'Permission' },
      },
    ],
  },
  {
    kind: 'section',
    key: 'misc',
    icon: IconDots,
    children: [
      {
        kind: 'link',
        key: 'accessControl',
        to: '/access-control',
        icon: IconShield,
        access: { action: 'read', subject: 'AclDemo' },
      },
    ],
  },
];
