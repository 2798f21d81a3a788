import type { ChatContact, ChatMessage } from '@app/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { Fragment, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '@/components/user-avatar';
import { useIntlFormat } from '@/lib/intl-format';
import { ChatMessageBubble } from './chat-message-bubble';

type Props = {
  messages: ChatMessage[];
  me: { id: number; fullName: string; avatar: string | null };
  contact: ChatContact;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  editWindowMinutes: number;
  onEdit: (msg: ChatMessage) => void;
  onDelete: (msg: ChatMessage) => void;
};

type Group = { day: string; senderId: number; messages: ChatMessage[] };

/** Consecutive messages of one sender on one day form a group; a divider names each day. */
function groupsOf(messages: ChatMessage[]): Group[] {
  const groups: Group[] = [];
  for (const m of messages) {
    const day = new Date(m.time).toDateString();
    const last = groups.at(-1);
    if (last && last.day === day && last.senderId === m.senderId) last.messages.push(m);
    else groups.push({ day, senderId: m.senderId, messages: [m] });
  }
  return groups;
}

/**
 * The conversation, scrolled to the newest message. It follows new messages only while the reader
 * is at the bottom, and keeps its place when older messages load above (scrolling up loads them).
 */
export function ChatMessageList(props: Props) {
  const { t } = useTranslation('chat');
  const format = useIntlFormat();
  const box = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const previous = useRef({ first: 0, last: 0, height: 0 });

  const first = props.messages[0]?.id ?? 0;
  const last = props.messages.at(-1)?.id ?? 0;
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const before = previous.current;
    if (before.first && first < before.first && last === before.last) {
      // Older messages came in above: keep what the reader was looking at in place.
      el.scrollTop += el.scrollHeight - before.height;
    } else if (atBottom.current || last !== before.last) {
      const mine = props.messages.at(-1)?.senderId === props.me.id;
      if (atBottom.current || mine) el.scrollTop = el.scrollHeight;
    }
    previous.current = { first, last, height: el.scrollHeight };
  });

  const onScroll = () => {
    const el = box.current;
    if (!el) return;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 48;
    previous.current.height = el.scrollHeight;
    if (el.scrollTop < 64 && props.hasOlder && !props.loadingOlder) props.onLoadOlder();
  };

  const groups = groupsOf(props.messages);
  return (
    <Box
      ref={box}
      onScroll={onScroll}
      role="log"
      aria-live="polite"
      aria-label={t('conversation.messages', { name: props.contact.fullName })}
      tabIndex={0}
      sx={{
        flex: 1,
        minHeight: 0,
        overflowY: 'auto',
        px: { xs: 1.5, sm: 3 },
        py: 2,
        bgcolor: 'action.hover',
      }}
    >
      {props.hasOlder ? (
        <Box sx={{ textAlign: 'center', mb: 1 }}>
          <Button size="small" onClick={props.onLoadOlder} disabled={props.loadingOlder}>
            {props.loadingOlder ? <CircularProgress size={16} /> : t('conversation.older')}
          </Button>
        </Box>
      ) : null}
      {props.messages.length === 0 ? (
        <Typography sx={{ textAlign: 'center', color: 'text.secondary', mt: 6 }}>
          {t('conversation.empty', { name: props.contact.fullName })}
        </Typography>
      ) : null}
      {groups.map((group, i) => {
        const mine = group.senderId === props.me.id;
        const who = mine ? props.me : props.contact;
        const newDay = i === 0 || groups[i - 1].day !== group.day;
        return (
          <Fragment key={group.messages[0].id}>
            {newDay ? (
              <Divider sx={{ my: 2, color: 'text.secondary', typography: 'caption' }}>
                {format.date(group.messages[0].time)}
              </Divider>
            ) : null}
            <Box
              sx={{
                display: 'flex',
                gap: 1.5,
                mb: 2,
                flexDirection: mine ? 'row-reverse' : 'row',
                alignItems: 'flex-start',
              }}
            >
              <UserAvatar name={who.fullName} src={who.avatar} size={32} />
              <Box
                sx={{
                  display: 'flex',
                  flexDirection: 'column',
                  gap: 0.75,
                  alignItems: mine ? 'flex-end' : 'flex-start',
                  maxWidth: { xs: '80%', md: '65%' },
                  minWidth: 0,
                }}
              >
                {group.messages.map((m) => (
                  <ChatMessageBubble
                    key={m.id}
                    msg={m}
                    mine={mine}
                    editWindowMinutes={props.editWindowMinutes}
                    onEdit={props.onEdit}
                    onDelete={props.onDelete}
                  />
                ))}
              </Box>
            </Box>
          </Fragment>
        );
      })}
    </Box>
  );
}
