import type { Access, SearchGroup, Subject } from '@app/contracts';

export type SearchEntry = { title: string; url: string; icon: string; access: Access };
export type SearchSection = { title: SearchGroup['title']; category: string; entries: SearchEntry[] };

const read = (subject: Exclude<Subject, 'all'>): Access => ({
  action: 'read',
  subject,
});

/**
 * The pages the global search can open. Only pages that exist are listed; each later area adds
 * its own entries. `access` mirrors the page's route guard so nobody is offered a page they cannot open.
 */
export const SEARCH_INDEX: SearchSection[] = [
  {
    title: 'Dashboards',
    category: 'dashboards',
    entries: [
      {
        title: 'CRM Dashboard',
        url: '/dashboards/crm',
        icon: 'tabler-chart-pie-2',
        access: read('Dashboard'),
      },
    ],
  },
  { title: 'Front Pages', category: 'frontPages', entries: [] },
  {
    title: 'Apps & Pages',
    category: 'appsPages',
    entries: [
      {
        title: 'eCommerce - Product List',
        url: '/apps/ecommerce/product/list',
        icon: 'tabler-package',
        access: read('Product'),
      },
      {
        title: 'eCommerce - Add Product',
        url: '/apps/ecommerce/product/add',
        icon: 'tabler-square-plus',
        access: { action: 'create', subject: 'Product' },
      },
      {
        title: 'eCommerce - Category List',
        url: '/apps/ecommerce/product/category-list',
        icon: 'tabler-category',
        access: read('Category'),
      },
      {
        title: 'eCommerce - Order List',
        url: '/apps/ecommerce/order/list',
        icon: 'tabler-shopping-cart',
        access: read('Order'),
      },
      {
        title: 'eCommerce - Customer List',
        url: '/apps/ecommerce/customer/list',
        icon: 'tabler-user-heart',
        access: read('Customer'),
      },
      {
        title: 'eCommerce - Manage Reviews',
        url: '/apps/ecommerce/manage-review',
        icon: 'tabler-message-star',
        access: read('Review'),
      },
      {
        title: 'eCommerce - Referrals',
        url: '/apps/ecommerce/referrals',
        icon: 'tabler-gift',
        access: read('Referral'),
      },
      {
        title: 'eCommerce - Settings',
        url: '/apps/ecommerce/settings',
        icon: 'tabler-settings',
        access: read('ShopSettings'),
      },
      { title: 'User List', url: '/apps/user/list', icon: 'tabler-users', access: read('User') },
      { title: 'Roles', url: '/apps/roles', icon: 'tabler-shield-lock', access: read('Role') },
      { title: 'Permissions', url: '/apps/permissions', icon: 'tabler-lock', access: read('Permission') },
      { title: 'Access Control', url: '/access-control', icon: 'tabler-shield', access: read('AclDemo') },
      { title: 'Admin - Video Library', url: '/admin/video', icon: 'tabler-movie', access: read('Video') },
      { title: 'Not Authorized', url: '/not-authorized', icon: 'tabler-user-x', access: 'public' },
      {
        title: 'Page Not Found - 404',
        url: '/pages/misc/page-not-found',
        icon: 'tabler-error-404',
        access: 'public',
      },
      { title: 'Coming Soon', url: '/pages/misc/coming-soon', icon: 'tabler-clock', access: 'public' },
      {
        title: 'Under Maintenance',
        url: '/pages/misc/under-maintenance',
        icon: 'tabler-settings',
        access: 'public',
      },
      {
        title: 'Server Error - 500',
        url: '/pages/misc/server-error',
        icon: 'tabler-server-off',
        access: 'public',
      },
    ],
  },
  { title: 'User Interface', category: 'userInterface', entries: [] },
  { title: 'Forms & Tables', category: 'formsTables', entries: [] },
  { title: 'Chart & Misc', category: 'chartsMisc', entries: [] },
];
