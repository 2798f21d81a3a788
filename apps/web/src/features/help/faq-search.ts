import { z } from 'zod';
import { text } from '@/lib/url-search';

/** The FAQ's state in the URL: the search text and the open group; anything unreadable is dropped. */
export const faqSearch = z.object({
  q: text(200),
  group: z.coerce.number().int().positive().optional().catch(undefined),
});
export type FaqSearch = z.output<typeof faqSearch>;
