import type { ChatContact, ChatMessage } from '@app/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { IconArrowLeft, IconInfoCircle } from '@tabler/icons-react';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { RetryAlert } from '@/components/retry-alert';
import { ApiError } from '@/lib/api-client';
import { useDeleteMessage, useEditMessage, useSendMessage } from '../api/chat-mutations';
import { chatListQueryOptions, chatQueryOptions, chatSettingsQueryOptions } from '../api/get-chats';
import { readChat, setOpenChat, useIsTyping, usePageVisible } from '../lib/chat-live';
import { ChatComposer } from './chat-composer';
import { ChatEditDialog } from './chat-edit-dialog';
import { ChatMessageList } from './chat-message-list';
import { ChatStatusAvatar } from './chat-status-avatar';

type Props = {
  userId: number;
  me: { id: number; fullName: string; avatar: string | null };
  onBack: () => void;
  onShowContact: (contact: ChatContact) => void;
};

/** The open chat: header with the contact's status and typing, the messages, the composer. */
export function ChatConversation({ userId, me, onBack, onShowContact }: Props) {
  const { t } = useTranslation('chat');
  const query = useInfiniteQuery(chatQueryOptions(userId));
  const settings = useQuery(chatSettingsQueryOptions());
  const send = useSendMessage(userId, me.id);
  const edit = useEditMessage(userId);
  const remove = useDeleteMessage(userId);
  const typing = useIsTyping(userId);
  const [editing, setEditing] = useState<ChatMessage | null>(null);
  const [deleting, setDeleting] = useState<ChatMessage | null>(null);

  useEffect(() => {
    setOpenChat(userId);
    return () => setOpenChat(null);
  }, [userId]);

  // The chat on screen has nothing unread: opening it again from the cache, or coming back to a tab
  // that was hidden when a message came, reads it (a fetch of the conversation reads it by itself).
  const queryClient = useQueryClient();
  const unseen = useQuery(chatListQueryOptions()).data?.chatsContacts.find((c) => c.id === userId)?.chat
    .unseenMsgs;
  const visible = usePageVisible();
  const fetching = query.isFetching;
  useEffect(() => {
    if (unseen && visible && !fetching) void readChat(queryClient, userId);
  }, [queryClient, userId, unseen, visible, fetching]);

  if (query.isPending) {
    return (
      <Box sx={{ p: 3 }}>
        <Skeleton variant="circular" width={38} height={38} />
        <Skeleton height={60} />
        <Skeleton height={60} />
      </Box>
    );
  }
  if (query.isError) {
    return (
      <Box sx={{ p: 3 }}>
        <RetryAlert retryLabel={t('retry')} onRetry={() => void query.refetch()}>
          {query.error instanceof ApiError && query.error.status === 404
            ? t('conversation.notFound')
            : t('conversation.error')}
        </RetryAlert>
      </Box>
    );
  }
  const pages = query.data.pages;
  const contact = pages[0].contact;
  const messages = [...pages].reverse().flatMap((p) => p.chat?.messages ?? []);
  const status = typing ? t('conversation.typing') : t(`status.${contact.status}`);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          px: { xs: 1, sm: 2 },
          py: 1.5,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <IconButton onClick={onBack} aria-label={t('conversation.back')} sx={{ display: { md: 'none' } }}>
          <IconArrowLeft size={20} style={{ transform: 'scaleX(var(--chat-flip, 1))' }} />
        </IconButton>
        <ChatStatusAvatar name={contact.fullName} src={contact.avatar} status={contact.status} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle1" component="h2" noWrap sx={{ fontWeight: 500 }}>
            {contact.fullName}
          </Typography>
          <Typography
            variant="body2"
            noWrap
            sx={{ color: typing ? 'primary.main' : 'text.secondary' }}
            aria-live="polite"
          >
            {status}
          </Typography>
        </Box>
        <IconButton
          onClick={() => onShowContact(contact)}
          aria-label={t('contact.open', { name: contact.fullName })}
        >
          <IconInfoCircle size={22} />
        </IconButton>
      </Box>
      <ChatMessageList
        messages={messages}
        me={me}
        contact={contact}
        hasOlder={query.hasNextPage}
        loadingOlder={query.isFetchingNextPage}
        onLoadOlder={() => void query.fetchNextPage()}
        editWindowMinutes={settings.data?.editWindowMinutes ?? 0}
        onEdit={setEditing}
        onDelete={setDeleting}
      />
      {query.isFetchNextPageError ? <Alert severity="error">{t('conversation.olderError')}</Alert> : null}
      <ChatComposer
        key={userId}
        to={userId}
        pending={send.isPending}
        error={
          send.error instanceof ApiError && send.error.status === 429
            ? t('conversation.tooFast')
            : (send.error?.message ?? null)
        }
        onSend={(text) => send.mutateAsync(text)}
      />
      <ChatEditDialog
        msg={editing}
        pending={edit.isPending}
        error={edit.error?.message ?? null}
        onClose={() => {
          setEditing(null);
          edit.reset();
        }}
        onSave={(message) => {
          if (!editing) return;
          edit.mutate({ id: editing.id, message }, { onSuccess: () => setEditing(null) });
        }}
      />
      <ConfirmDialog
        open={!!deleting}
        title={t('message.deleteTitle')}
        description={t('message.deleteText')}
        confirmLabel={t('message.delete')}
        color="error"
        pending={remove.isPending}
        error={remove.error?.message ?? null}
        onClose={() => {
          setDeleting(null);
          remove.reset();
        }}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) });
        }}
      />
    </Box>
  );
}
