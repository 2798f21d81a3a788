import type { Access } from '@app/contracts';
import {
  type Icon,
  IconCategory,
  IconChartPie2,
  IconDeviceDesktopAnalytics,
  IconDots,
  IconFileDollar,
  IconGift,
  IconLayoutGridAdd,
  IconLock,
  IconMessageCircle,
  IconMessageStar,
  IconPackage,
  IconSettings,
  IconShield,
  IconShieldLock,
  IconShoppingCart,
  IconSmartHome,
  IconSquarePlus,
  IconUserHeart,
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
    key: 'ecommerce',
    icon: IconShoppingCart,
    children: [
      {
        kind: 'link',
        key: 'ecommerceDashboard',
        to: '/apps/ecommerce/dashboard',
        icon: IconDeviceDesktopAnalytics,
        access: { action: 'read', subject: 'Ecommerce' },
      },
      {
        kind: 'link',
        key: 'products',
        to: '/apps/ecommerce/product/list',
        icon: IconPackage,
        access: { action: 'read', subject: 'Product' },
      },
      {
        kind: 'link',
        key: 'addProduct',
        to: '/apps/ecommerce/product/add',
        icon: IconSquarePlus,
        access: { action: 'create', subject: 'Product' },
      },
      {
        kind: 'link',
        key: 'categories',
        to: '/apps/ecommerce/product/category-list',
        icon: IconCategory,
        access: { action: 'read', subject: 'Category' },
      },
      {
        kind: 'link',
        key: 'orders',
        to: '/apps/ecommerce/order/list',
        icon: IconShoppingCart,
        access: { action: 'read', subject: 'Order' },
        match: '/apps/ecommerce/order',
      },
      {
        kind: 'link',
        key: 'customers',
        to: '/apps/ecommerce/customer/list',
        icon: IconUserHeart,
        access: { action: 'read', subject: 'Customer' },
        match: '/apps/ecommerce/customer',
      },
      {
        kind: 'link',
        key: 'reviews',
        to: '/apps/ecommerce/manage-review',
        icon: IconMessageStar,
        access: { action: 'read', subject: 'Review' },
      },
      {
        kind: 'link',
        key: 'referrals',
        to: '/apps/ecommerce/referrals',
        icon: IconGift,
        access: { action: 'read', subject: 'Referral' },
      },
      {
        kind: 'link',
        key: 'shopSettings',
        to: '/apps/ecommerce/settings',
        icon: IconSettings,
        access: { action: 'read', subject: 'ShopSettings' },
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
        key: 'chat',
        to: '/apps/chat',
        icon: IconMessageCircle,
        access: { action: 'read', subject: 'Chat' },
      },
      {
        kind: 'link',
        key: 'invoices',
        to: '/apps/invoice/list',
        match: '/apps/invoice',
        icon: IconFileDollar,
        access: { action: 'read', subject: 'Invoice' },
      },
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
