import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { IconPlus, IconTrash, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageSizeSelect } from '@/components/data-table/page-size-select';
import { SearchField } from '@/components/data-table/search-field';
import { RouterButton } from '@/components/router-links';

type Props = {
  pageSize: number;
  onPageSize: (size: number) => void;
  q: string;
  onSearch: (q: string) => void;
  exporting: boolean;
  onExport: () => void;
  canCreate: boolean;
  selected: number;
  onDeleteSelected?: () => void;
};

const grow = { flexGrow: { xs: 1, sm: 0 } };

/** Page size, search, export, bulk delete of the selected rows and "add product". */
export function ProductsToolbar(props: Props) {
  const { t } = useTranslation('product');
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 2,
        alignItems: 'center',
        justifyContent: 'space-between',
        p: 3,
      }}
    >
      <SearchField
        label={t('list.search')}
        placeholder={t('list.searchPlaceholder')}
        value={props.q}
        onChange={props.onSearch}
      />
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', flexGrow: { xs: 1, sm: 0 } }}
      >
        {props.onDeleteSelected && props.selected > 0 && (
          <Button
            variant="outlined"
            color="error"
            startIcon={<IconTrash size={18} />}
            onClick={props.onDeleteSelected}
            sx={grow}
          >
            {t('list.deleteSelected', { count: props.selected })}
          </Button>
        )}
        <PageSizeSelect label={t('list.show')} value={props.pageSize} onChange={props.onPageSize} />
        <Button
          variant="outlined"
          color="secondary"
          startIcon={<IconUpload size={18} />}
          onClick={props.onExport}
          disabled={props.exporting}
          sx={grow}
        >
          {props.exporting ? t('list.exporting') : t('list.export')}
        </Button>
        {props.canCreate && (
          <RouterButton
            variant="contained"
            startIcon={<IconPlus size={18} />}
            to="/apps/ecommerce/product/add"
            sx={grow}
          >
            {t('list.add')}
          </RouterButton>
        )}
      </Box>
    </Box>
  );
}
