/** The namespaces every page needs (shared, shell, sign-in, error pages), in one chunk per language. */
export default import.meta.glob<Record<string, unknown>>(
  ['../locales/ar.json', '../../app/locales/ar.json', '../../features/{auth,misc}/locales/ar.json'],
  { eager: true, import: 'default' },
);
