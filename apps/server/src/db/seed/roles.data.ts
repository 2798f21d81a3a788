import type { AbilityRule, Subject } from '@app/contracts';

/** The shop's subjects (docs/ecommerce.md): the maintainer runs the shop; the others read its catalogue. */
const SHOP: Subject[] = [
  'Ecommerce',
  'Product',
  'Category',
  'Order',
  'Customer',
  'Review',
  'Referral',
  'ShopSettings',
];
const SHOP_CATALOG: Subject[] = ['Ecommerce', 'Product', 'Category', 'Review'];
/** Every staff role talks in the chat (docs/chat.md); only `manage` (admins) sets its edit window. */
const CHAT_USE: AbilityRule = { action: ['read', 'create', 'update', 'delete'], subject: 'Chat' };

/**
 * Every staff role manages its own mailbox ('Email'); the routes reach only the signed-in user's mail.
 *
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
    description: 'A customer account: its own profile and settings, the UI kit and the access-control page.',
    rules: [{ action: 'read', subject: 'AclDemo' }],
    isSystem: true,
  },
  {
    name: 'maintainer',
    description: 'Manages users and the shop, and reads roles and permissions.',
    rules: [
      { action: 'read', subject: ['Dashboard', 'Role', 'Permission', 'AclDemo'] },
      { action: 'manage', subject: 'User' },
      { action: 'manage', subject: SHOP },
      { action: 'manage', subject: 'Invoice' },
      { action: 'manage', subject: 'Email' },
      { action: 'read', subject: ['Academy', 'Analytics'] },
      { action: 'manage', subject: 'Logistics' },
      { action: 'manage', subject: 'Calendar' },
      CHAT_USE,
    ],
    isSystem: false,
  },
  {
    name: 'editor',
    description: 'Reads and edits users; reads the shop, edits products and moderates reviews.',
    rules: [
      { action: 'read', subject: ['Dashboard', 'User', 'AclDemo'] },
      { action: 'update', subject: 'User' },
      { action: 'read', subject: SHOP_CATALOG },
      { action: 'read', subject: ['Order', 'Customer', 'Invoice', 'Logistics'] },
      { action: 'update', subject: ['Product', 'Review'] },
      { action: 'manage', subject: 'Email' },
      { action: 'read', subject: ['Academy', 'Analytics'] },
      { action: 'manage', subject: 'Calendar' },
      CHAT_USE,
    ],
    isSystem: false,
  },
  {
    name: 'author',
    description: 'Reads the dashboard, the user list and the shop catalogue.',
    rules: [
      { action: 'read', subject: ['Dashboard', 'User', 'AclDemo'] },
      { action: 'read', subject: SHOP_CATALOG },
      { action: 'manage', subject: 'Email' },
      { action: 'read', subject: 'Academy' },
      { action: 'manage', subject: 'Calendar' },
      CHAT_USE,
    ],
    isSystem: false,
  },
  {
    name: 'subscriber',
    description: 'Reads the dashboard and the shop catalogue.',
    rules: [
      { action: 'read', subject: ['Dashboard', 'AclDemo'] },
      { action: 'read', subject: SHOP_CATALOG },
      { action: 'manage', subject: 'Email' },
      { action: 'read', subject: 'Academy' },
      { action: 'manage', subject: 'Calendar' },
      CHAT_USE,
    ],
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
