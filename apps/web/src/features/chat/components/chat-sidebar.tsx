import type { ChatContact, ChatsAndContactsAnswer, ChatsContact } from '@app/contracts';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '@/components/retry-alert';
import { useIntlFormat } from '@/lib/intl-format';
import { ChatStatusAvatar } from './chat-status-avatar';

type Props = {
  data: ChatsAndContactsAnswer | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  q: string;
  onQ: (q: string) => void;
  selected: number | null;
  onSelect: (userId: number) => void;
  onOpenProfile: () => void;
};

/** Chats (most recent first) and the other contacts, with search, statuses and unseen counts. */
export function ChatSidebar(props: Props) {
  const { t } = useTranslation('chat');
  const { data } = props;
  const withChat = new Set(data?.chatsContacts.map((c) => c.id));
  const contacts = data?.contacts.filter((c) => !withChat.has(c.id)) ?? [];
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          p: 2,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        {data ? (
          <ButtonBase
            onClick={props.onOpenProfile}
            aria-label={t('profile.open')}
            // e2e/axe.ts leaves it out of axe: its content (the initials) is a picture, not a label.
            data-avatar-button
            sx={{ borderRadius: '50%' }}
          >
            <ChatStatusAvatar
              name={data.profileUser.fullName}
              src={data.profileUser.avatar}
              status={data.profileUser.status}
            />
          </ButtonBase>
        ) : (
          <Skeleton variant="circular" width={38} height={38} />
        )}
        <TextField
          size="small"
          fullWidth
          value={props.q}
          onChange={(e) => props.onQ(e.target.value)}
          placeholder={t('sidebar.search')}
          slotProps={{
            htmlInput: { 'aria-label': t('sidebar.search') },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <IconSearch size={18} />
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>
      <Box sx={{ flex: 1, overflowY: 'auto', minHeight: 0 }}>
        {props.isError && !data ? (
          <Box sx={{ p: 2 }}>
            <RetryAlert retryLabel={t('retry')} onRetry={props.onRetry}>
              {t('sidebar.error')}
            </RetryAlert>
          </Box>
        ) : props.isPending ? (
          <Box sx={{ p: 2 }}>
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} height={56} />
            ))}
          </Box>
        ) : (
          <>
            <Heading>{t('sidebar.chats')}</Heading>
            {data?.chatsContacts.length ? (
              <List dense disablePadding aria-label={t('sidebar.chats')}>
                {data.chatsContacts.map((c) => (
                  // A list holds list items (axe's "list" rule); the row is the button inside.
                  <li key={c.id}>
                    <ChatRow contact={c} selected={props.selected === c.id} onSelect={props.onSelect} />
                  </li>
                ))}
              </List>
            ) : (
              <Empty>{props.q ? t('sidebar.noChatsFound') : t('sidebar.noChats')}</Empty>
            )}
            <Heading>{t('sidebar.contacts')}</Heading>
            {contacts.length ? (
              <List dense disablePadding aria-label={t('sidebar.contacts')}>
                {contacts.map((c) => (
                  // A list holds list items (axe's "list" rule); the row is the button inside.
                  <li key={c.id}>
                    <ChatRow contact={c} selected={props.selected === c.id} onSelect={props.onSelect} />
                  </li>
                ))}
              </List>
            ) : (
              <Empty>{t('sidebar.noContacts')}</Empty>
            )}
          </>
        )}
      </Box>
    </Box>
  );
}

const Heading = ({ children }: { children: string }) => (
  <Typography
    variant="h6"
    component="h2"
    sx={{ px: 3, pt: 2, pb: 1, color: 'primary.main', fontSize: '1.05rem' }}
  >
    {children}
  </Typography>
);

const Empty = ({ children }: { children: string }) => (
  <Typography variant="body2" sx={{ px: 3, pb: 1, color: 'text.secondary' }}>
    {children}
  </Typography>
);

function ChatRow(props: {
  contact: ChatContact | ChatsContact;
  selected: boolean;
  onSelect: (id: number) => void;
}) {
  const { t } = useTranslation('chat');
  const format = useIntlFormat();
  const { contact } = props;
  const chat = 'chat' in contact ? contact.chat : null;
  const last = chat?.lastMessage;
  const preview = last
    ? last.deletedAt
      ? t('message.deleted')
      : last.message
    : contact.about || contact.role;
  return (
    <ListItemButton
      selected={props.selected}
      onClick={() => props.onSelect(contact.id)}
      sx={{ mx: 1, px: 2, py: 1, gap: 1.5, borderRadius: 1, alignItems: 'center' }}
    >
      <ChatStatusAvatar name={contact.fullName} src={contact.avatar} status={contact.status} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="subtitle2" noWrap sx={{ fontWeight: 500 }}>
          {contact.fullName}
        </Typography>
        {/* In its own direction, cut at its own end, yet aligned like the rest of the row. */}
        <Typography
          variant="body2"
          noWrap
          dir="auto"
          sx={{ color: 'text.secondary', textAlign: 'match-parent' }}
        >
          {preview}
        </Typography>
      </Box>
      {chat && last ? (
        <Box
          sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 0.5, flexShrink: 0 }}
        >
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {sameDay(last.time) ? format.time(last.time) : format.date(last.time)}
          </Typography>
          {chat.unseenMsgs > 0 ? (
            <Chip
              size="small"
              color="error"
              label={chat.unseenMsgs}
              aria-label={t('sidebar.unseen', { count: chat.unseenMsgs })}
              sx={{ height: 20, minWidth: 20, '& .MuiChip-label': { px: 0.75 } }}
            />
          ) : null}
        </Box>
      ) : null}
    </ListItemButton>
  );
}

const sameDay = (iso: string) => new Date(iso).toDateString() === new Date().toDateString();
