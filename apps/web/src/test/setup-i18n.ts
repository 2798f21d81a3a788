import i18n, { i18nReady, loadAreaNamespaces } from '@/i18n';

// Component tests read any area's strings in any language at once, as the app does after loading them.
await i18nReady();
await loadAreaNamespaces();
await i18n.loadLanguages(['en', 'fr', 'ar']);
