import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../retry-alert';

type EmptyProps = {
  ns: string;
  icon?: Icon;
  filtered: boolean;
  onClear: () => void;
  /** The clear button's key in the namespace, when the list only has a search to clear. */
  clearKey?: 'list.clearFilters' | 'list.clearSearch';
};

/**
 * What a list shows with no rows: "nothing matches" with a way to clear the filters, or "nothing yet".
 * Texts come from the area's namespace: `list.empty`, `list.emptyAll`, `list.clearFilters`.
 */
export function ListEmpty({
  ns,
  icon: EmptyIcon,
  filtered,
  onClear,
  clearKey = 'list.clearFilters',
}: EmptyProps) {
  const { t } = useTranslation(ns);
  return (
    <Box sx={{ textAlign: 'center', display: 'grid', justifyItems: 'center', gap: 1.5 }}>
      {EmptyIcon && (
        <Box sx={{ color: 'text.disabled' }} aria-hidden>
          <EmptyIcon size={48} stroke={1.5} />
        </Box>
      )}
      <Typography variant="h6" component="p">
        {filtered ? t('list.empty') : t('list.emptyAll')}
      </Typography>
      {filtered && (
        <Button variant="outlined" onClick={onClear}>
          {t(clearKey)}
        </Button>
      )}
    </Box>
  );
}

/** A list that failed to load: the area's `list.error` text, the reason, and Retry (`list.retry`). */
export function ListError({ ns, message, onRetry }: { ns: string; message: string; onRetry: () => void }) {
  const { t } = useTranslation(ns);
  return (
    <Box sx={{ p: 3 }}>
      <RetryAlert retryLabel={t('list.retry')} onRetry={onRetry}>
        {t('list.error')} {message}
      </RetryAlert>
    </Box>
  );
}
