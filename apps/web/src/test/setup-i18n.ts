import { configure } from '@testing-library/react';
import i18n, { i18nReady, loadAreaNamespaces } from '@/i18n';

// Component tests read any area's strings in any language at once, as the app does after loading them.
await i18nReady();
await loadAreaNamespaces();
await i18n.loadLanguages(['en', 'fr', 'ar']);

// findBy… and waitFor wait 1 s by default: on the 2-core machine, beside the server suites, a dialog
// that opens after a lazy import can take longer (two tests failed so at load 10 while passing alone).
configure({ asyncUtilTimeout: 5_000 });
