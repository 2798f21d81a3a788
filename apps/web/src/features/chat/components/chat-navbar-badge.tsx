import Badge from '@mui/material/Badge';
import Tooltip from '@mui/material/Tooltip';
import { IconMessageCircle } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RouterIconButton } from '@/components/router-links';
import { useCan } from '@/lib/session/can';
import { chatUnseenQueryOptions } from '../api/get-chats';
import { useChatLive } from '../lib/chat-live';

/** The navbar's chat button with the unseen count, kept live by the tab's chat connection. */
export function ChatNavbarBadge() {
  const allowed = useCan({ action: 'read', subject: 'Chat' });
  return allowed ? <ChatBadge /> : null;
}

function ChatBadge() {
  const { t } = useTranslation('chat');
  const queryClient = useQueryClient();
  useChatLive(queryClient, true);
  const { data } = useQuery(chatUnseenQueryOptions());
  const total = data?.total ?? 0;
  const label = total > 0 ? t('navbar.unseen', { count: total }) : t('navbar.open');
  return (
    <Tooltip title={label}>
      <RouterIconButton to="/apps/chat" aria-label={label} sx={{ color: 'text.primary' }}>
        <Badge badgeContent={total} color="error" max={99}>
          <IconMessageCircle size={22} stroke={1.6} />
        </Badge>
      </RouterIconButton>
    </Tooltip>
  );
}
