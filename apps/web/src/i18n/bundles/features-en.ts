/** The namespaces of the signed-in areas, loaded with the application layout, one chunk per language. */
export default import.meta.glob<Record<string, unknown>>(
  [
    '../../features/*/locales/en.json',
    '!../../features/{auth,misc,front,help,pricing,checkout}/locales/en.json',
  ],
  { eager: true, import: 'default' },
);
