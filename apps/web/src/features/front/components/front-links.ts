/** The public header's and footer's pages; a link shows only once its page exists in the router. */
export const FRONT_LINKS = [
  { key: 'landing', to: '/front-pages/landing-page' },
  { key: 'pricing', to: '/front-pages/pricing' },
  { key: 'shop', to: '/front-pages/checkout' },
  { key: 'helpCenter', to: '/front-pages/help-center' },
] as const;
export type FrontLink = (typeof FRONT_LINKS)[number];
