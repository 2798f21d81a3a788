/** The namespaces of the signed-in areas, loaded with the application layout, one chunk per language. */
export default import.meta.glob<Record<string, unknown>>(
  [
    '../../features/*/locales/ar.json',
    '!../../features/{auth,misc,front,help,pricing,checkout}/locales/ar.json',
  ],
  { eager: true, import: 'default' },
);
