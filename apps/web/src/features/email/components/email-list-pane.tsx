import type { Email } from '@app/contracts';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { IconKeyboard, IconMenu2, IconRefresh } from '@tabler/icons-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmailChange } from '../email-cache';
import { EmailBulkActions } from './email-bulk-actions';
import { EmailList, type EmailListProps } from './email-list';
import { EmailSearchBox } from './email-search-box';

type Props = Omit<EmailListProps, 'searching' | 'onRetry'> & {
  refreshing: boolean;
  q: string;
  trash: boolean;
  searchRef: Ref<HTMLInputElement>;
  onMenu?: () => void;
  onSearch: (q: string) => void;
  onSelectAll: (checked: boolean) => void;
  onChange: (emails: Email[], change: EmailChange) => void;
  onDeleteForever: (emails: Email[]) => void;
  onRefresh: () => void;
  onHelp: () => void;
};

/** Search, select-all with the bulk actions, and the list itself. */
export function EmailListPane(props: Props) {
  const { t } = useTranslation('email');
  const { emails, selected } = props;
  const chosen = emails.filter((e) => selected.has(e.id));
  const all = emails.length > 0 && chosen.length === emails.length;
  return (
    <Box sx={{ height: '100%', display: 'flex', flexDirection: 'column', minHeight: 0 }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 0.5,
          px: 1,
          py: 0.75,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        {props.onMenu && (
          <IconButton aria-label={t('sidebar.open')} onClick={props.onMenu}>
            <IconMenu2 size={20} />
          </IconButton>
        )}
        <EmailSearchBox value={props.q} onChange={props.onSearch} inputRef={props.searchRef} />
      </Box>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 0.5,
          px: { xs: 1, sm: 1.5 },
          py: 0.5,
          borderBottom: 1,
          borderColor: 'divider',
          minHeight: 48,
        }}
      >
        <Checkbox
          size="small"
          checked={all}
          indeterminate={chosen.length > 0 && !all}
          disabled={emails.length === 0}
          onChange={(e) => props.onSelectAll(e.target.checked)}
          slotProps={{ input: { 'aria-label': t('list.selectAll') } }}
        />
        {chosen.length > 0 && (
          <EmailBulkActions
            emails={chosen}
            trash={props.trash}
            onChange={(change) => props.onChange(chosen, change)}
            onDeleteForever={() => props.onDeleteForever(chosen)}
          />
        )}
        <Box sx={{ flex: 1 }} />
        <Tooltip title={t('list.refresh')}>
          <IconButton aria-label={t('list.refresh')} onClick={props.onRefresh} disabled={props.refreshing}>
            <IconRefresh size={20} />
          </IconButton>
        </Tooltip>
        <Tooltip title={t('shortcuts.title')}>
          <IconButton
            aria-label={t('shortcuts.title')}
            onClick={props.onHelp}
            sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
          >
            <IconKeyboard size={20} />
          </IconButton>
        </Tooltip>
      </Box>
      <Box sx={{ flex: 1, overflowY: 'auto', minHeight: 0 }}>
        <EmailList
          emails={emails}
          status={props.status}
          searching={Boolean(props.q)}
          selected={selected}
          activeId={props.activeId}
          cursorId={props.cursorId}
          compact={props.compact}
          hasMore={props.hasMore}
          loadingMore={props.loadingMore}
          onLoadMore={props.onLoadMore}
          onRetry={props.onRefresh}
          onSelect={props.onSelect}
          onStar={props.onStar}
          onOpen={props.onOpen}
        />
      </Box>
    </Box>
  );
}
