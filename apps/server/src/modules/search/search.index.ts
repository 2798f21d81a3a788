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
      {
        title: 'Analytics Dashboard',
        url: '/dashboards/analytics',
        icon: 'tabler-chart-line',
        access: read('Analytics'),
      },
      {
        title: 'eCommerce Dashboard',
        url: '/apps/ecommerce/dashboard',
        icon: 'tabler-device-desktop-analytics',
        access: read('Ecommerce'),
      },
      {
        title: 'Logistics Dashboard',
        url: '/dashboards/logistics',
        icon: 'tabler-truck-delivery',
        access: read('Logistics'),
      },
      {
        title: 'Academy Dashboard',
        url: '/dashboards/academy',
        icon: 'tabler-school',
        access: read('Academy'),
      },
    ],
  },
  {
    title: 'Front Pages',
    category: 'frontPages',
    entries: [
      { title: 'Landing Page', url: '/front-pages/landing-page', icon: 'tabler-home', access: 'public' },
      {
        title: 'Pricing Page',
        url: '/front-pages/pricing',
        icon: 'tabler-currency-dollar',
        access: 'public',
      },
      {
        title: 'Checkout Page',
        url: '/front-pages/checkout',
        icon: 'tabler-shopping-cart-check',
        access: 'public',
      },
      { title: 'Payment Page', url: '/front-pages/payment', icon: 'tabler-credit-card', access: 'public' },
      { title: 'Help Center', url: '/front-pages/help-center', icon: 'tabler-lifebuoy', access: 'public' },
    ],
  },
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
      {
        title: 'Admin - JetBrains Licences',
        url: '/admin/jetbrains',
        icon: 'tabler-license',
        access: read('Licence'),
      },
      { title: 'Admin - Magnet Links', url: '/admin/magnet', icon: 'tabler-magnet', access: read('Magnet') },
      { title: 'Deals', url: '/apps/deals', icon: 'tabler-discount', access: read('Deal') },
      {
        title: 'Property Listings',
        url: '/apps/property-listings',
        icon: 'tabler-building-estate',
        access: read('PropertyListing'),
      },
      { title: 'Admin - Toolbox', url: '/admin/tool', icon: 'tabler-tool', access: read('AdminTool') },
      { title: 'Email', url: '/apps/email', icon: 'tabler-mail', access: read('Email') },
      { title: 'Chat', url: '/apps/chat', icon: 'tabler-message-circle', access: read('Chat') },
      { title: 'Calendar', url: '/apps/calendar', icon: 'tabler-calendar', access: read('Calendar') },
      {
        title: 'Invoice List',
        url: '/apps/invoice/list',
        icon: 'tabler-file-dollar',
        access: read('Invoice'),
      },
      {
        title: 'Logistics - Fleet',
        url: '/apps/logistics/fleet',
        icon: 'tabler-map-2',
        access: read('Logistics'),
      },
      {
        title: 'Academy - My Courses',
        url: '/apps/academy/my-course',
        icon: 'tabler-school',
        access: read('Academy'),
      },
      {
        title: 'Academy - Course Details',
        url: '/apps/academy/course-details',
        icon: 'tabler-book',
        access: read('Academy'),
      },
      {
        title: 'User Profile',
        url: '/pages/user-profile/profile',
        icon: 'tabler-user-circle',
        access: 'authenticated',
      },
      {
        title: 'Account Settings',
        url: '/pages/account-settings/account',
        icon: 'tabler-settings',
        access: 'authenticated',
      },
      { title: 'Pricing', url: '/pages/pricing', icon: 'tabler-file-dollar', access: 'authenticated' },
      { title: 'FAQ', url: '/pages/faq', icon: 'tabler-help', access: 'authenticated' },
      {
        title: 'Dialog Examples',
        url: '/pages/dialog-examples',
        icon: 'tabler-app-window',
        access: 'authenticated',
      },
      { title: 'Admin - Chat', url: '/admin/chat', icon: 'tabler-messages', access: read('Chat') },
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
  {
    title: 'User Interface',
    category: 'userInterface',
    entries: [
      { title: 'Typography', url: '/pages/typography', icon: 'tabler-typography', access: 'authenticated' },
      { title: 'Icons', url: '/pages/icons', icon: 'tabler-icons', access: 'authenticated' },
    ],
  },
  {
    title: 'Forms & Tables',
    category: 'formsTables',
    entries: [
      {
        title: 'Wizard - Checkout',
        url: '/wizard-examples/checkout',
        icon: 'tabler-shopping-cart-check',
        access: 'authenticated',
      },
      {
        title: 'Wizard - Create Deal',
        url: '/wizard-examples/create-deal',
        icon: 'tabler-rosette-discount',
        access: { action: 'create', subject: 'Deal' },
      },
      {
        title: 'Wizard - Property Listing',
        url: '/wizard-examples/property-listing',
        icon: 'tabler-home-plus',
        access: { action: 'create', subject: 'PropertyListing' },
      },
    ],
  },
  { title: 'Chart & Misc', category: 'chartsMisc', entries: [] },
];
