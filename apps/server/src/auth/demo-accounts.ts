/** The sign-in pairs of the demo seed, shown on the login page while SEED_DEMO is on. */
export const DEMO_ACCOUNTS = [
  { email: 'admin@demo.com', password: 'admin', role: 'admin' },
  { email: 'client@demo.com', password: 'client', role: 'client' },
];
