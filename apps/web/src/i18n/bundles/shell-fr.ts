/** The namespaces every page needs (shared, shell, sign-in, error pages), in one chunk per language. */
export default import.meta.glob<Record<string, unknown>>(
  ['../locales/fr.json', '../../app/locales/fr.json', '../../features/{auth,misc}/locales/fr.json'],
  { eager: true, import: 'default' },
);
