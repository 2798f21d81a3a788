import type { QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { requireAccess } from '@/lib/session/guards';
import { chatListQueryOptions } from './api/get-chats';

/**
 * What /apps/chat and /admin/chat share: one chat, reachable from the apps and from the admin area
 * (issue 13: no second implementation). The open conversation lives in the URL as `?user=`.
 */
export const chatRouteOptions = {
  beforeLoad: requireAccess({ action: 'read', subject: 'Chat' }),
  validateSearch: z.object({ user: z.coerce.number().int().positive().optional().catch(undefined) }),
  // Warms the cache; a failure is shown by the page itself.
  loader: ({ context: { queryClient } }: { context: { queryClient: QueryClient } }) =>
    Promise.allSettled([queryClient.ensureQueryData(chatListQueryOptions(''))]),
};
