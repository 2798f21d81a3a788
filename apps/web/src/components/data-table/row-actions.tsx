import Box from '@mui/material/Box';
import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { type Icon, IconEdit, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from './data-table-column';

/** The icon buttons at the end of a table row. */
export function RowActions({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'flex', alignItems: 'center' }}>{children}</Box>;
}

type ButtonProps = {
  /** The tooltip ("Delete"). */
  title: string;
  /** What a screen reader says ("Delete Jordan Stevenson"). */
  label: string;
  icon: Icon;
  onClick: () => void;
  color?: IconButtonProps['color'];
};

/** One action of a row: an icon with its tooltip. */
export function RowActionButton({ title, label, icon: ActionIcon, onClick, color }: ButtonProps) {
  return (
    <Tooltip title={title}>
      <IconButton size="small" color={color} aria-label={label} onClick={onClick}>
        <ActionIcon size={20} />
      </IconButton>
    </Tooltip>
  );
}

type NamedProps = {
  /** The area's namespace: `actions.edit`/`actions.editNamed`, `actions.delete`/`actions.deleteNamed`. */
  ns: string;
  /** The values of the `…Named` label, e.g. `{ name }`. */
  named: Record<string, string | number>;
  onClick: () => void;
};

export function RowEditButton({ ns, named, onClick }: NamedProps) {
  const { t } = useTranslation(ns);
  return (
    <RowActionButton
      title={t('actions.edit')}
      label={t('actions.editNamed', named)}
      icon={IconEdit}
      onClick={onClick}
    />
  );
}

export function RowDeleteButton({ ns, named, onClick }: NamedProps) {
  const { t } = useTranslation(ns);
  return (
    <RowActionButton
      title={t('actions.delete')}
      label={t('actions.deleteNamed', named)}
      icon={IconTrash}
      onClick={onClick}
    />
  );
}

/** A list's last column: the row's action buttons (`actions`) under a header that is not sortable. */
export function actionsColumn<R>(
  headerName: string,
  minWidth: number,
  actions: (row: R) => ReactNode,
): DataTableColumn<R> {
  return {
    field: 'actions',
    headerName,
    sortable: false,
    minWidth,
    renderCell: ({ row }) => <RowActions>{actions(row)}</RowActions>,
  };
}
