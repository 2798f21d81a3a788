import Button from '@mui/material/Button';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ListExportButton, ListToolbar, toolbarButtonSx } from '@/components/data-table/list-toolbar';
import { RouterButton } from '@/components/router-links';
import type { ExportProgress } from '@/lib/download-export';

type Props = {
  q?: string;
  pageSize: number;
  onChange: (patch: { q?: string; itemsPerPage?: number }) => void;
  exporting: boolean;
  exportProgress?: ExportProgress | null;
  onExport: () => void;
  canCreate: boolean;
  selected: number;
  onDeleteSelected?: () => void;
};

/** Page size, search, export, bulk delete of the selected rows and "add product". */
export function ProductsToolbar(props: Props) {
  const { t } = useTranslation('product');
  return (
    <ListToolbar
      ns="product"
      q={props.q}
      pageSize={props.pageSize}
      onChange={props.onChange}
      lead={
        props.onDeleteSelected &&
        props.selected > 0 && (
          <Button
            variant="outlined"
            color="error"
            startIcon={<IconTrash size={18} />}
            onClick={props.onDeleteSelected}
            sx={toolbarButtonSx}
          >
            {t('list.deleteSelected', { count: props.selected })}
          </Button>
        )
      }
    >
      <ListExportButton
        ns="product"
        exporting={props.exporting}
        progress={props.exportProgress}
        onClick={props.onExport}
      />
      {props.canCreate && (
        <RouterButton
          variant="contained"
          startIcon={<IconPlus size={18} />}
          to="/apps/ecommerce/product/add"
          sx={toolbarButtonSx}
        >
          {t('list.add')}
        </RouterButton>
      )}
    </ListToolbar>
  );
}
