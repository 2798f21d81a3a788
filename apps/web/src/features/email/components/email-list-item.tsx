import type { Email } from '@app/contracts';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import { alpha } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { IconPaperclip, IconStar, IconStarFilled } from '@tabler/icons-react';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '@/components/hidden-page-title';
import { UserAvatar } from '@/components/user-avatar';
import { useIntlFormat } from '@/lib/intl-format';
import { plainText } from '../email-text';
import { EmailDeliveryIcon } from './email-delivery-state';
import { EmailLabelDot } from './email-label-dot';

type Props = {
  email: Email;
  selected: boolean;
  active: boolean;
  cursor: boolean;
  /** Two lines (who, then subject) in a narrow pane even on a wide screen. */
  compact: boolean;
  onSelect: (email: Email, checked: boolean) => void;
  onStar: (email: Email) => void;
  onOpen: (email: Email) => void;
};

/** One row: select, star, who, subject and the start of the text, labels, attachment and time. */
export const EmailListItem = memo(function EmailListItem({
  email,
  selected,
  active,
  cursor,
  compact,
  onSelect,
  onStar,
  onOpen,
}: Props) {
  const { t } = useTranslation('email');
  const format = useIntlFormat();
  const outgoing = email.folder === 'sent' || email.folder === 'draft';
  const who = outgoing
    ? t('list.toWho', { names: email.to.map((a) => a.name || a.email).join(', ') || t('list.noRecipients') })
    : email.from.name || email.from.email;
  const preview = useMemo(() => plainText(email.message, 160), [email.message]);
  const sameDay = new Date(email.time).toDateString() === new Date().toDateString();
  const sameYear = new Date(email.time).getFullYear() === new Date().getFullYear();
  const subject = email.subject || t('list.noSubject');
  return (
    <Box
      component="li"
      data-email-id={email.id}
      aria-current={active ? 'true' : undefined}
      sx={(theme) => ({
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        px: { xs: 1, sm: 1.5 },
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor:
          active || selected
            ? alpha(theme.palette.primary.main, 0.08)
            : email.isRead
              ? theme.palette.action.hover
              : 'background.paper',
        boxShadow: cursor ? `inset 3px 0 0 ${theme.palette.primary.main}` : undefined,
        transition: 'background-color 120ms, box-shadow 120ms',
        '&:hover': {
          boxShadow: `0 2px 6px ${alpha(theme.palette.common.black, 0.12)}`,
          zIndex: 1,
          position: 'relative',
        },
      })}
    >
      <Checkbox
        size="small"
        checked={selected}
        onChange={(e) => onSelect(email, e.target.checked)}
        slotProps={{ input: { 'aria-label': t('list.select', { subject }) } }}
      />
      <Tooltip title={email.isStarred ? t('actions.unstar') : t('actions.star')}>
        <IconButton
          size="small"
          aria-pressed={email.isStarred}
          aria-label={t('actions.starOne', { subject })}
          onClick={() => onStar(email)}
          sx={{ color: email.isStarred ? 'warning.main' : 'text.disabled' }}
        >
          {email.isStarred ? <IconStarFilled size={18} /> : <IconStar size={18} />}
        </IconButton>
      </Tooltip>
      {/* Named by what it shows (WCAG 2.5.3), "Unread" said before it; the initials repeat the sender. */}
      <ButtonBase
        onClick={() => onOpen(email)}
        sx={{
          flex: 1,
          minWidth: 0,
          py: 1.5,
          pl: 0.5,
          justifyContent: 'flex-start',
          textAlign: 'start',
          gap: 1.5,
          borderRadius: 1,
        }}
      >
        {!email.isRead && (
          <Box component="span" sx={visuallyHidden}>
            {`${t('list.unread')}, `}
          </Box>
        )}
        <Box aria-hidden sx={{ display: { xs: 'none', sm: 'flex' } }}>
          <UserAvatar
            name={outgoing ? (email.to[0]?.name ?? '?') : email.from.name}
            src={outgoing ? null : email.from.avatar || null}
            size={34}
          />
        </Box>
        <Box
          sx={{
            flex: 1,
            minWidth: 0,
            display: 'flex',
            flexDirection: compact ? 'column' : { xs: 'column', md: 'row' },
            gap: compact ? 0.25 : { xs: 0.25, md: 1.5 },
            alignItems: compact ? undefined : { md: 'center' },
          }}
        >
          <Typography
            noWrap
            variant="body2"
            sx={{
              fontWeight: email.isRead ? 500 : 700,
              color: 'text.primary',
              flexShrink: 0,
              width: compact ? undefined : { md: 170 },
            }}
          >
            {email.folder === 'draft' && (
              <Box component="span" sx={{ color: 'error.main', mr: 0.5 }}>
                {t('list.draft')}
              </Box>
            )}
            {who}
          </Typography>
          <Typography
            noWrap
            dir="auto"
            variant="body2"
            sx={{ minWidth: 0, color: 'text.secondary', textAlign: 'start' }}
          >
            <Box component="span" sx={{ color: 'text.primary', fontWeight: email.isRead ? 400 : 700 }}>
              {subject}
            </Box>
            {preview && ` — ${preview}`}
          </Typography>
        </Box>
        <Box
          sx={{ display: 'flex', alignItems: 'center', gap: 0.75, flexShrink: 0, color: 'text.secondary' }}
        >
          {!compact &&
            email.labels.map((l) => (
              <Tooltip key={l} title={t(`labels.${l}`)}>
                <Box
                  component="span"
                  sx={{ display: 'inline-flex' }}
                  aria-label={t(`labels.${l}`)}
                  role="img"
                >
                  <EmailLabelDot label={l} size={8} />
                </Box>
              </Tooltip>
            ))}
          {email.attachments.length > 0 && (
            <Box
              component="span"
              role="img"
              aria-label={t('list.hasAttachments')}
              sx={{ display: 'inline-flex' }}
            >
              <IconPaperclip size={16} />
            </Box>
          )}
          {email.folder === 'sent' && <EmailDeliveryIcon email={email} />}
          <Typography
            variant="caption"
            component="time"
            dateTime={email.time}
            sx={{ minWidth: 44, textAlign: 'end' }}
          >
            {sameDay
              ? format.time(email.time)
              : sameYear
                ? format.dayMonth(email.time)
                : format.date(email.time)}
          </Typography>
        </Box>
      </ButtonBase>
    </Box>
  );
});
