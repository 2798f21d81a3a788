/** The namespaces of the public front pages (layout, help center, FAQ), one chunk per language. */
export default import.meta.glob<Record<string, unknown>>(
  '../../features/{front,help,pricing,checkout}/locales/ar.json',
  {
    eager: true,
    import: 'default',
  },
);
