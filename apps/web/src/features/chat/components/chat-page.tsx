import type { ChatContact } from '@app/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { IconMessages } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HiddenPageTitle } from '@/components/hidden-page-title';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { chatListQueryOptions } from '../api/get-chats';
import { useChatConnectionState, useChatLive } from '../lib/chat-live';
import { ChatContactDrawer } from './chat-contact-drawer';
import { ChatConversation } from './chat-conversation';
import { ChatProfileDrawer } from './chat-profile-drawer';
import { ChatSidebar } from './chat-sidebar';

type Props = { userId: number | undefined; onSelect: (userId: number | undefined) => void };

/** /apps/chat: the sidebar of chats and contacts, and the open conversation (one pane at a time below md). */
export function ChatPage({ userId, onSelect }: Props) {
  const { t } = useTranslation('chat');
  const queryClient = useQueryClient();
  useChatLive(queryClient, true);
  const connection = useChatConnectionState();
  const [q, setQ] = useState('');
  const debounced = useDebouncedValue(q.trim(), 250);
  const list = useQuery(chatListQueryOptions(debounced));
  const [profileOpen, setProfileOpen] = useState(false);
  const [contact, setContact] = useState<ChatContact | null>(null);
  const profile = list.data?.profileUser;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <HiddenPageTitle>{t('title')}</HiddenPageTitle>
      {connection === 'offline' ? (
        <Alert severity="warning" role="status">
          {t('connection.offline')}
        </Alert>
      ) : connection === 'refused' ? (
        <Alert severity="error">{t('connection.refused')}</Alert>
      ) : null}
      <Card
        sx={{
          display: 'flex',
          height: { xs: 'calc(100dvh - 150px)', md: 'calc(100dvh - 190px)' },
          minHeight: 420,
          overflow: 'hidden',
        }}
      >
        <Box
          sx={{
            width: { xs: '100%', md: 340, lg: 370 },
            flexShrink: 0,
            borderInlineEnd: '1px solid',
            borderColor: 'divider',
            display: { xs: userId ? 'none' : 'block', md: 'block' },
          }}
        >
          <ChatSidebar
            data={list.data}
            isPending={list.isPending}
            isError={list.isError}
            onRetry={() => void list.refetch()}
            q={q}
            onQ={setQ}
            selected={userId ?? null}
            onSelect={onSelect}
            onOpenProfile={() => setProfileOpen(true)}
          />
        </Box>
        <Box
          sx={{
            flex: 1,
            minWidth: 0,
            display: { xs: userId ? 'flex' : 'none', md: 'flex' },
            flexDirection: 'column',
          }}
        >
          {userId && profile ? (
            <ChatConversation
              key={userId}
              userId={userId}
              me={{ id: profile.id, fullName: profile.fullName, avatar: profile.avatar }}
              onBack={() => onSelect(undefined)}
              onShowContact={setContact}
            />
          ) : (
            <Box
              sx={{
                m: 'auto',
                textAlign: 'center',
                p: 3,
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
                gap: 2,
              }}
            >
              <Box
                sx={{
                  p: 3,
                  borderRadius: '50%',
                  bgcolor: 'action.hover',
                  color: 'primary.main',
                  display: 'flex',
                }}
              >
                <IconMessages size={48} stroke={1.4} />
              </Box>
              <Typography variant="h6" component="p">
                {t('welcome.title')}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', maxWidth: 320 }}>
                {t('welcome.text')}
              </Typography>
              <Button variant="contained" onClick={() => setProfileOpen(true)} disabled={!profile}>
                {t('welcome.profile')}
              </Button>
            </Box>
          )}
        </Box>
      </Card>
      <ChatProfileDrawer open={profileOpen} profile={profile} onClose={() => setProfileOpen(false)} />
      <ChatContactDrawer contact={contact} onClose={() => setContact(null)} />
    </Box>
  );
}
