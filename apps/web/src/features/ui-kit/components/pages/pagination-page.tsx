import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { DataTableFooter } from '@/components/data-table/data-table-footer';
import { PageSizeSelect } from '@/components/data-table/page-size-select';
import { useIntlFormat } from '@/lib/intl-format';
import { KitPage } from '../../components/kit-page';
import { Specimen } from '../../components/specimen';
import { useKitText } from '../../components/use-kit-text';

const ITEMS = Array.from({ length: 57 }, (_, i) => ({ id: 5001 + i, total: ((i * 37) % 480) + 20 }));

/** Paging a list: the lists' footer (DataTableFooter, PageSizeSelect) and MUI's Pagination. */
export function PaginationPage() {
  const k = useKitText('components', 'pagination');
  const format = useIntlFormat();
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(5);
  const [small, setSmall] = useState(2);
  const shown = ITEMS.slice((page - 1) * size, page * size);
  const pages = Math.ceil(ITEMS.length / 10);
  return (
    <KitPage section="components" name="pagination">
      <Specimen
        title={k('footer.title')}
        description={k('footer.description')}
        importLine="import { DataTableFooter } from '@/components/data-table/data-table-footer';"
        props={[
          { name: 'page / pageSize / total', type: 'number', description: k('props.page') },
          { name: 'summary', type: '({ from, to, total }) => string', description: k('props.summary') },
          { name: 'onPageChange', type: '(page: number) => void', description: k('props.onPageChange') },
        ]}
      >
        <Stack spacing={1}>
          <PageSizeSelect
            label={k('footer.size')}
            value={size}
            onChange={(n) => {
              setSize(n);
              setPage(1);
            }}
            options={[5, 10, 20]}
          />
          <List dense aria-label={k('footer.list')}>
            {shown.map((item) => (
              <ListItem key={item.id} divider>
                <ListItemText
                  primary={k('footer.order', { id: item.id })}
                  secondary={format.money(item.total)}
                />
              </ListItem>
            ))}
          </List>
          <DataTableFooter
            page={page}
            pageSize={size}
            total={ITEMS.length}
            summary={(range) => k('footer.summary', range)}
            onPageChange={setPage}
          />
        </Stack>
      </Specimen>
      <Specimen
        title={k('plain.title')}
        description={k('plain.description')}
        importLine="import Pagination from '@mui/material/Pagination';"
        props={[
          { name: 'count', type: 'number', description: k('props.count') },
          { name: 'shape', type: "'circular' | 'rounded'", description: k('props.shape') },
          { name: 'getItemAriaLabel', type: '(type, page) => string', description: k('props.aria') },
        ]}
      >
        <Stack spacing={2}>
          <Pagination
            count={pages}
            page={small}
            onChange={(_, p) => setSmall(p)}
            color="primary"
            shape="rounded"
            getItemAriaLabel={(type, p) =>
              type === 'page' ? k('plain.page', { page: p }) : k(`plain.${type}`)
            }
          />
          <span role="status">{k('plain.showing', { page: small, count: pages })}</span>
        </Stack>
      </Specimen>
    </KitPage>
  );
}
