import type { Email } from '@app/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { IconMailbox } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '@/components/retry-alert';
import { EmailListItem } from './email-list-item';

export type EmailListProps = {
  emails: Email[];
  status: 'pending' | 'error' | 'success';
  searching: boolean;
  selected: Set<number>;
  activeId?: number;
  cursorId?: number;
  compact: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  onRetry: () => void;
  onSelect: (email: Email, checked: boolean) => void;
  onStar: (email: Email) => void;
  onOpen: (email: Email) => void;
};

/** The e-mails of the view, loading the next page as the end comes into sight. */
export function EmailList(props: EmailListProps) {
  const { emails, status, hasMore, loadingMore, onLoadMore } = props;
  const { t } = useTranslation('email');
  const end = useRef<HTMLDivElement>(null);
  const more = useRef(onLoadMore);
  more.current = onLoadMore;

  useEffect(() => {
    const el = end.current;
    if (!el || !hasMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) more.current();
      },
      { rootMargin: '200px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasMore]);

  if (status === 'pending')
    return (
      <Box aria-busy="true" aria-label={t('list.loading')} sx={{ p: 2 }}>
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <Skeleton key={i} variant="rounded" height={44} sx={{ mb: 1.5 }} />
        ))}
      </Box>
    );
  if (status === 'error')
    return (
      <Box sx={{ p: 2 }}>
        <RetryAlert retryLabel={t('list.retry')} onRetry={props.onRetry}>
          {t('list.error')}
        </RetryAlert>
      </Box>
    );
  if (emails.length === 0)
    return (
      <Box
        sx={{
          p: 6,
          textAlign: 'center',
          color: 'text.secondary',
          display: 'grid',
          justifyItems: 'center',
          gap: 1.5,
        }}
      >
        <IconMailbox size={48} stroke={1.3} aria-hidden />
        <Typography>{props.searching ? t('list.noMatch') : t('list.empty')}</Typography>
      </Box>
    );
  return (
    <>
      <Box component="ul" aria-label={t('list.label')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {emails.map((email) => (
          <EmailListItem
            key={email.id}
            email={email}
            selected={props.selected.has(email.id)}
            active={props.activeId === email.id}
            cursor={props.cursorId === email.id}
            compact={props.compact}
            onSelect={props.onSelect}
            onStar={props.onStar}
            onOpen={props.onOpen}
          />
        ))}
      </Box>
      <Box ref={end} sx={{ p: 2, display: 'flex', justifyContent: 'center' }}>
        {loadingMore ? (
          <CircularProgress size={24} aria-label={t('list.loadingMore')} />
        ) : hasMore ? (
          <Button size="small" onClick={onLoadMore}>
            {t('list.loadMore')}
          </Button>
        ) : (
          <Typography variant="caption" color="text.disabled">
            {t('list.end')}
          </Typography>
        )}
      </Box>
    </>
  );
}
