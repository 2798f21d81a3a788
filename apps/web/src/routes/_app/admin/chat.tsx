import { createFileRoute } from '@tanstack/react-router';
import { chatRouteOptions } from '@/features/chat/chat-route';
import { ChatPage } from '@/features/chat/components/chat-page';

/** The admin area's chat: the same chat as /apps/chat, same rule (read Chat), same data (docs/chat.md). */
export const Route = createFileRoute('/_app/admin/chat')({ ...chatRouteOptions, component: AdminChatRoute });

function AdminChatRoute() {
  const { user } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <ChatPage userId={user} onSelect={(id) => navigate({ search: { user: id } })} />;
}
