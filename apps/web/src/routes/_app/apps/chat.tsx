import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { requireAccess } from '@/app/guards';
import { chatListQueryOptions } from '@/features/chat/api/get-chats';
import { ChatPage } from '@/features/chat/components/chat-page';

const chatSearch = z.object({ user: z.coerce.number().int().positive().optional().catch(undefined) });

export const Route = createFileRoute('/_app/apps/chat')({
  beforeLoad: requireAccess({ action: 'read', subject: 'Chat' }),
  validateSearch: chatSearch,
  // Warms the cache; a failure is shown by the page itself.
  loader: ({ context: { queryClient } }) =>
    Promise.allSettled([queryClient.ensureQueryData(chatListQueryOptions(''))]),
  component: ChatRoute,
});

function ChatRoute() {
  const { user } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <ChatPage userId={user} onSelect={(id) => navigate({ search: { user: id } })} />;
}
