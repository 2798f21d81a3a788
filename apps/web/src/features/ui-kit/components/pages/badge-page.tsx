import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { IconBell, IconMail, IconShoppingCart } from '@tabler/icons-react';
import { useState } from 'react';
import { KitPage } from '../../components/kit-page';
import { Specimen } from '../../components/specimen';
import { useKitText } from '../../components/use-kit-text';

const row = { direction: 'row', sx: { flexWrap: 'wrap', gap: 2, alignItems: 'center' } } as const;

/** Badges as the navbar's bell shows them: a count that hides at zero, capped, or a dot. */
export function BadgePage() {
  const k = useKitText('components', 'badge');
  const [unread, setUnread] = useState(3);
  const [cart, setCart] = useState(97);
  const bell = unread > 0 ? k('count.bell', { count: unread }) : k('count.none');
  return (
    <KitPage section="components" name="badge">
      <Specimen
        title={k('count.title')}
        description={k('count.description')}
        importLine="import Badge from '@mui/material/Badge';"
        props={[
          { name: 'badgeContent', type: 'number', description: k('props.badgeContent') },
          { name: 'max', type: 'number', description: k('props.max') },
          { name: 'color', type: "'primary' | 'error' | …", description: k('props.color') },
        ]}
      >
        <Stack {...row}>
          <Tooltip title={bell}>
            <IconButton aria-label={bell} onClick={() => setUnread((n) => n + 1)}>
              <Badge badgeContent={unread} color="error" max={99}>
                <IconBell size={22} stroke={1.6} aria-hidden />
              </Badge>
            </IconButton>
          </Tooltip>
          <Tooltip title={k('count.cart', { count: cart, shown: cart > 99 ? '99+' : cart })}>
            <IconButton
              aria-label={k('count.cart', { count: cart, shown: cart > 99 ? '99+' : cart })}
              onClick={() => setCart((n) => n + 1)}
            >
              <Badge badgeContent={cart} color="primary" max={99}>
                <IconShoppingCart size={22} stroke={1.6} aria-hidden />
              </Badge>
            </IconButton>
          </Tooltip>
          <Button variant="outlined" color="secondary" onClick={() => setUnread(0)} disabled={unread === 0}>
            {k('count.markRead')}
          </Button>
        </Stack>
      </Specimen>
      <Specimen
        title={k('dot.title')}
        description={k('dot.description')}
        importLine="import Badge from '@mui/material/Badge';"
        props={[
          { name: 'variant', type: "'dot' | 'standard'", description: k('props.variant') },
          { name: 'invisible', type: 'boolean', description: k('props.invisible') },
        ]}
      >
        <Stack {...row}>
          <Badge variant="dot" color="success" invisible={unread === 0}>
            <IconMail size={24} stroke={1.6} aria-hidden />
          </Badge>
          <span>{unread === 0 ? k('dot.none') : k('dot.some')}</span>
        </Stack>
      </Specimen>
    </KitPage>
  );
}
