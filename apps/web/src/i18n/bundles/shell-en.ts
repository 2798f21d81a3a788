/** The namespaces every page needs (shared, shell, sign-in, error pages), in one chunk per language. */
export default import.meta.glob<Record<string, unknown>>(
  ['../locales/en.json', '../../app/locales/en.json', '../../features/{auth,misc}/locales/en.json'],
  { eager: true, import: 'default' },
);
