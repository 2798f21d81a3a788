import { createFileRoute } from '@tanstack/react-router';
import { chatRouteOptions } from '@/features/chat/chat-route';
import { ChatPage } from '@/features/chat/components/chat-page';

export const Route = createFileRoute('/_app/apps/chat')({ ...chatRouteOptions, component: ChatRoute });

function ChatRoute() {
  const { user } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <ChatPage userId={user} onSelect={(id) => navigate({ search: { user: id } })} />;
}
