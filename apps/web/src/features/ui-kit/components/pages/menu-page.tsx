import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import {
  IconCheck,
  IconCopy,
  IconDotsVertical,
  IconSortAscending,
  IconTrash,
  IconTruckDelivery,
} from '@tabler/icons-react';
import { useId, useState } from 'react';
import { RouterMenuItem } from '@/components/router-menu-item';
import { TintedChip } from '@/components/tinted-chip/tinted-chip';
import { useInlineSides } from '@/components/use-inline-sides';
import { KitPage } from '../../components/kit-page';
import { Specimen } from '../../components/specimen';
import { useKitText } from '../../components/use-kit-text';

type Order = { id: number; total: number; delivered: boolean };
const ORDERS: Order[] = [
  { id: 5043, total: 231, delivered: false },
  { id: 5044, total: 89, delivered: true },
  { id: 5045, total: 412, delivered: false },
];
const SORTS = ['newest', 'oldest', 'total'] as const;
type Sort = (typeof SORTS)[number];
const sorters: Record<Sort, (a: Order, b: Order) => number> = {
  newest: (a, b) => b.id - a.id,
  oldest: (a, b) => a.id - b.id,
  total: (a, b) => b.total - a.total,
};

/** Menus: a row's actions, a choice with its check mark, and links (RouterMenuItem). */
export function MenuPage() {
  const k = useKitText('components', 'menu');
  const sides = useInlineSides();
  const [orders, setOrders] = useState(ORDERS);
  const [open, setOpen] = useState<{ anchor: HTMLElement; order: Order } | null>(null);
  const [sortAnchor, setSortAnchor] = useState<HTMLElement | null>(null);
  const [sort, setSort] = useState<Sort>('newest');
  const [linksAnchor, setLinksAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const act = (change: (o: Order, all: Order[]) => Order[]) => {
    if (open) setOrders((all) => change(open.order, all));
    setOpen(null);
  };
  const origin = {
    anchorOrigin: { vertical: 'bottom', horizontal: sides.end },
    transformOrigin: { vertical: 'top', horizontal: sides.end },
  } as const;
  return (
    <KitPage section="components" name="menu">
      <Specimen
        title={k('row.title')}
        description={k('row.description')}
        importLine="import Menu from '@mui/material/Menu';"
        props={[
          { name: 'anchorEl', type: 'HTMLElement | null', description: k('props.anchorEl') },
          { name: 'anchorOrigin', type: '{ vertical, horizontal }', description: k('props.anchorOrigin') },
          { name: 'onClose', type: '() => void', description: k('props.onClose') },
        ]}
      >
        <List dense aria-label={k('row.list')}>
          {[...orders].sort(sorters[sort]).map((order) => (
            <ListItem
              key={order.id}
              disableGutters
              secondaryAction={
                <IconButton
                  aria-label={k('row.actions', { id: order.id })}
                  aria-haspopup="menu"
                  aria-controls={open?.order === order ? menuId : undefined}
                  aria-expanded={open?.order === order ? 'true' : undefined}
                  onClick={(e) => setOpen({ anchor: e.currentTarget, order })}
                >
                  <IconDotsVertical size={20} aria-hidden />
                </IconButton>
              }
            >
              <ListItemText primary={k('row.order', { id: order.id })} secondary={`$${order.total}`} />
              <TintedChip
                tint={order.delivered ? 'success' : 'warning'}
                label={order.delivered ? k('row.delivered') : k('row.waiting')}
              />
            </ListItem>
          ))}
        </List>
        <Menu
          id={menuId}
          anchorEl={open?.anchor ?? null}
          open={open !== null}
          onClose={() => setOpen(null)}
          {...origin}
        >
          <MenuItem
            onClick={() => act((o, all) => [...all, { ...o, id: Math.max(...all.map((x) => x.id)) + 1 }])}
          >
            <ListItemIcon>
              <IconCopy size={18} aria-hidden />
            </ListItemIcon>
            {k('row.duplicate')}
          </MenuItem>
          <MenuItem
            disabled={open?.order.delivered}
            onClick={() => act((o, all) => all.map((x) => (x === o ? { ...x, delivered: true } : x)))}
          >
            <ListItemIcon>
              <IconTruckDelivery size={18} aria-hidden />
            </ListItemIcon>
            {k('row.deliver')}
          </MenuItem>
          <MenuItem sx={{ color: 'error.main' }} onClick={() => act((o, all) => all.filter((x) => x !== o))}>
            <ListItemIcon sx={{ color: 'inherit' }}>
              <IconTrash size={18} aria-hidden />
            </ListItemIcon>
            {k('row.delete')}
          </MenuItem>
        </Menu>
        {orders.length === 0 && (
          <Button variant="outlined" onClick={() => setOrders(ORDERS)}>
            {k('row.restore')}
          </Button>
        )}
      </Specimen>
      <Specimen
        title={k('choice.title')}
        description={k('choice.description')}
        importLine="import MenuItem from '@mui/material/MenuItem';"
        props={[
          { name: 'selected', type: 'boolean', description: k('props.selected') },
          { name: 'disabled', type: 'boolean', description: k('props.disabled') },
        ]}
      >
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5 }}>
          <Button
            variant="outlined"
            color="secondary"
            startIcon={<IconSortAscending size={18} aria-hidden />}
            aria-haspopup="menu"
            onClick={(e) => setSortAnchor(e.currentTarget)}
          >
            {k('choice.button', { sort: k(`choice.${sort}`) })}
          </Button>
          <Button
            variant="outlined"
            color="secondary"
            aria-haspopup="menu"
            onClick={(e) => setLinksAnchor(e.currentTarget)}
          >
            {k('links.button')}
          </Button>
        </Stack>
        <Menu
          anchorEl={sortAnchor}
          open={sortAnchor !== null}
          onClose={() => setSortAnchor(null)}
          {...origin}
        >
          {SORTS.map((s) => (
            <MenuItem
              key={s}
              selected={s === sort}
              onClick={() => {
                setSort(s);
                setSortAnchor(null);
              }}
            >
              <ListItemIcon>{s === sort && <IconCheck size={18} aria-hidden />}</ListItemIcon>
              {k(`choice.${s}`)}
            </MenuItem>
          ))}
        </Menu>
        <Menu
          anchorEl={linksAnchor}
          open={linksAnchor !== null}
          onClose={() => setLinksAnchor(null)}
          {...origin}
        >
          <RouterMenuItem to="/components/$name" params={{ name: 'list' }}>
            {k('links.list')}
          </RouterMenuItem>
          <RouterMenuItem to="/components/$name" params={{ name: 'tooltip' }}>
            {k('links.tooltip')}
          </RouterMenuItem>
        </Menu>
      </Specimen>
    </KitPage>
  );
}
