import type { AbilityRule } from '@app/contracts';

/**
 * One role model (docs/roles-and-permissions.md): the login roles (admin, client) and the users'
 * role field (admin, author, editor, maintainer, subscriber) are rows of one table; each role
 * carries its own rules, and permissions add named groups of rules to roles.
 */
export const SEED_ROLES: { name: string; description: string; rules: AbilityRule[]; isSystem: boolean }[] = [
  {
    name: 'admin',
    description: 'Full access to everything.',
    rules: [{ action: 'manage', subject: 'all' }],
    isSystem: true,
  },
  {
    name: 'client',
    description: 'A customer account: sees only the access-control page.',
    rules: [{ action: 'read', subject: 'AclDemo' }],
    isSystem: true,
  },
  {
    name: 'maintainer',
    description: 'Manages users and reads roles and permissions.',
    rules: [
      { action: 'read', subject: ['Dashboard', 'Role', 'Permission', 'AclDemo'] },
      { action: 'manage', subject: 'User' },
    ],
    isSystem: false,
  },
  {
    name: 'editor',
    description: 'Reads and edits users.',
    rules: [
      { action: 'read', subject: ['Dashboard', 'User', 'AclDemo'] },
      { action: 'update', subject: 'User' },
    ],
    isSystem: false,
  },
  {
    name: 'author',
    description: 'Reads the dashboard and the user list.',
    rules: [{ action: 'read', subject: ['Dashboard', 'User', 'AclDemo'] }],
    isSystem: false,
  },
  {
    name: 'subscriber',
    description: 'Reads the dashboard.',
    rules: [{ action: 'read', subject: ['Dashboard', 'AclDemo'] }],
    isSystem: false,
  },
];

/**
 * The nine permissions of spec 001 §6. The spec's assignment names map onto the roles above:
 * administrator → admin, manager → maintainer, users → author and subscriber, support → editor,
 * restricted-user → client. Each permission grants rules that its roles already hold or that fit them,
 * so the login roles keep exactly the abilities the spec gives them.
 */
export const SEED_PERMISSIONS: { name: string; roles: string[]; rules: AbilityRule[]; daysAgo: number }[] = [
  { name: 'Management', roles: ['admin'], rules: [{ action: 'manage', subject: 'all' }], daysAgo: 580 },
  {
    name: 'Manage Billing & Roles',
    roles: ['admin'],
    rules: [{ action: 'manage', subject: 'Role' }],
    daysAgo: 540,
  },
  {
    name: 'Add & Remove Users',
    roles: ['admin', 'maintainer'],
    rules: [{ action: ['create', 'delete'], subject: 'User' }],
    daysAgo: 470,
  },
  {
    name: 'Project Planning',
    roles: ['admin', 'author', 'subscriber'],
    rules: [{ action: 'read', subject: 'Dashboard' }],
    daysAgo: 390,
  },
  {
    name: 'Manage Email Sequences',
    roles: ['admin', 'author', 'subscriber'],
    rules: [{ action: 'read', subject: 'Dashboard' }],
    daysAgo: 330,
  },
  {
    name: 'Client Communication',
    roles: ['admin', 'maintainer'],
    rules: [{ action: 'read', subject: 'User' }],
    daysAgo: 260,
  },
  {
    name: 'Only View',
    roles: ['admin', 'client'],
    rules: [{ action: 'read', subject: 'AclDemo' }],
    daysAgo: 190,
  },
  {
    name: 'Financial Management',
    roles: ['admin', 'maintainer'],
    rules: [{ action: 'read', subject: 'Dashboard' }],
    daysAgo: 120,
  },
  {
    name: "Manage Others' Tasks",
    roles: ['admin', 'editor'],
    rules: [{ action: 'update', subject: 'User' }],
    daysAgo: 40,
  },
];
