/** The namespaces of the signed-in areas, loaded with the application layout, one chunk per language. */
export default import.meta.glob<Record<string, unknown>>(
  [
    '../../features/*/locales/fr.json',
    '!../../features/{auth,misc,front,help,pricing,checkout}/locales/fr.json',
  ],
  { eager: true, import: 'default' },
);
