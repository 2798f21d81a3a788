import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { SessionSource } from '@/lib/session/session-store';

/**
 * What every route's guards and loaders are given: the page's query cache, its reader (`session`) and
 * its strings (`i18n`). The browser's are its stores (app/router.ts); a server render makes its own for
 * each request (src/ssr/page-markup.tsx), so that renders for different readers and languages run at once.
 */
export type AppContext = { queryClient: QueryClient; session: SessionSource; i18n: I18n };
