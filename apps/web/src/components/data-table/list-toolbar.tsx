import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { IconPlus, IconTrash, IconUpload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { spreadRowSx } from '@/components/page-header';
import type { ExportProgress } from '@/lib/download-export';
import { PageSizeSelect } from './page-size-select';
import { SearchField } from './search-field';

/** A toolbar button takes the whole row on a phone. */
export const toolbarButtonSx = { flexGrow: { xs: 1, sm: 0 } };

type Props = {
  /** The area's namespace: `list.search`, `list.searchPlaceholder` (if any) and `list.show`. */
  ns: string;
  q?: string;
  pageSize: number;
  /** A new search (the trimmed text, undefined when emptied) or page size. */
  onChange: (patch: { q?: string; itemsPerPage?: number }) => void;
  /** `search-first`: the search on the start side; `page-size-first`: the page size there instead. */
  layout?: 'search-first' | 'page-size-first';
  /** More filters beside the search. */
  filters?: ReactNode;
  /** Before the page size, on the end side. */
  lead?: ReactNode;
  /** After the page size (or the search): filters and actions. */
  children?: ReactNode;
};

/** The row above a list's table: search, page size, filters and actions, wrapping on narrow screens. */
export function ListToolbar(props: Props) {
  const { ns, q, pageSize, onChange, layout = 'search-first', filters, lead, children } = props;
  const { t, i18n } = useTranslation(ns);
  const search = (
    <SearchField
      label={t('list.search')}
      placeholder={i18n.exists(`${ns}:list.searchPlaceholder`) ? t('list.searchPlaceholder') : undefined}
      value={q ?? ''}
      onChange={(next) => onChange({ q: next || undefined })}
    />
  );
  const pageSizeSelect = (
    <PageSizeSelect
      label={t('list.show')}
      value={pageSize}
      onChange={(itemsPerPage) => onChange({ itemsPerPage })}
    />
  );
  const searchFirst = layout === 'search-first';
  return (
    <Box sx={{ ...spreadRowSx, p: 3 }}>
      {!searchFirst ? (
        pageSizeSelect
      ) : filters ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, ...toolbarButtonSx }}>
          {search}
          {filters}
        </Box>
      ) : (
        search
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', ...toolbarButtonSx }}>
        {lead}
        {searchFirst ? pageSizeSelect : search}
        {children}
      </Box>
    </Box>
  );
}

/**
 * "Export" of a list's toolbar (`list.export`, `list.exporting` of the area's namespace); while a
 * streamed export runs, a bar under it and the rows received so far.
 */
export function ListExportButton({
  ns,
  exporting,
  progress,
  onClick,
}: {
  ns: string;
  exporting: boolean;
  progress?: ExportProgress | null;
  onClick: () => void;
}) {
  const { t } = useTranslation(ns);
  const received = progress ? t('common:export.rowsReceived', { rows: progress.rows }) : undefined;
  return (
    <Box sx={{ position: 'relative', ...toolbarButtonSx }}>
      <Button
        variant="outlined"
        color="secondary"
        startIcon={<IconUpload size={18} />}
        onClick={onClick}
        disabled={exporting}
        sx={{ width: '100%' }}
      >
        {exporting ? t('list.exporting') : t('list.export')}
      </Button>
      {progress && (
        <>
          <LinearProgress
            aria-label={received}
            sx={{ position: 'absolute', insetInline: 4, bottom: 0, height: 2, borderRadius: 1 }}
          />
          <Typography
            role="status"
            variant="caption"
            sx={{ position: 'absolute', top: '100%', insetInlineStart: 0, whiteSpace: 'nowrap', mt: 0.25 }}
          >
            {received}
          </Typography>
        </>
      )}
    </Box>
  );
}

/** "Add …" of a list's toolbar (`list.add` of the area's namespace). */
export function ListAddButton({ ns, onClick }: { ns: string; onClick: () => void }) {
  const { t } = useTranslation(ns);
  return (
    <Button variant="contained" startIcon={<IconPlus size={18} />} onClick={onClick} sx={toolbarButtonSx}>
      {t('list.add')}
    </Button>
  );
}

/** "Delete N selected" of a list's toolbar (`list.deleteSelected` of the area's namespace). */
export function ListDeleteSelectedButton(props: {
  ns: string;
  count: number;
  onClick: () => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation(props.ns);
  return (
    <Button
      variant="outlined"
      color="error"
      startIcon={<IconTrash size={18} />}
      disabled={props.disabled}
      onClick={props.onClick}
      sx={toolbarButtonSx}
    >
      {t('list.deleteSelected', { count: props.count })}
    </Button>
  );
}
