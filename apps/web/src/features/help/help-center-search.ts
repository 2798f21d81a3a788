import { z } from 'zod';
import { text } from '@/lib/url-search';

/** The help center's search text in the URL, so a search can be shared or reloaded. */
export const helpCenterSearch = z.object({ q: text(200) });
export type HelpCenterSearch = z.output<typeof helpCenterSearch>;
