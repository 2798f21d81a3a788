import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { IconBell, IconLock, IconUser } from '@tabler/icons-react';
import { useLocation } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { RouterTab } from '@/components/router-tab';
import { KitPage } from '../../components/kit-page';
import { Specimen } from '../../components/specimen';
import { useKitText } from '../../components/use-kit-text';

const VIEWS = [
  { key: 'account', icon: IconUser },
  { key: 'security', icon: IconLock },
  { key: 'notifications', icon: IconBell },
] as const;
const LINKED = ['overview', 'orders', 'reviews'] as const;

/** Tabs: local views of a card, and RouterTab, whose tab lives in the address (account settings). */
export function TabsPage() {
  const k = useKitText('components', 'tabs');
  const [view, setView] = useState<string>('account');
  const id = useId();
  const hash = useLocation({ select: (l) => l.hash });
  const linked = LINKED.find((v) => v === hash) ?? 'overview';
  return (
    <KitPage section="components" name="tabs">
      <Specimen
        title={k('local.title')}
        description={k('local.description')}
        importLine="import Tabs from '@mui/material/Tabs';"
        props={[
          { name: 'value', type: 'string', description: k('props.value') },
          { name: 'variant', type: "'standard' | 'scrollable'", description: k('props.variant') },
          { name: 'icon / iconPosition', type: "ReactElement / 'start'", description: k('props.icon') },
        ]}
      >
        <Tabs
          value={view}
          onChange={(_, v: string) => setView(v)}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={k('local.label')}
        >
          {VIEWS.map(({ key, icon: Icon }) => (
            <Tab
              key={key}
              value={key}
              label={k(`local.${key}`)}
              icon={<Icon size={18} aria-hidden />}
              iconPosition="start"
              id={`${id}-tab-${key}`}
              aria-controls={`${id}-panel-${key}`}
            />
          ))}
        </Tabs>
        <Box role="tabpanel" id={`${id}-panel-${view}`} aria-labelledby={`${id}-tab-${view}`} sx={{ pt: 2 }}>
          <Typography>{k(`local.${view}Text`)}</Typography>
        </Box>
      </Specimen>
      <Specimen
        title={k('routed.title')}
        description={k('routed.description')}
        importLine="import { RouterTab } from '@/components/router-tab';"
        props={[
          { name: 'to / params / hash', type: 'route', description: k('props.to') },
          { name: 'value', type: 'string', description: k('props.routedValue') },
        ]}
      >
        <Tabs value={linked} aria-label={k('routed.label')} variant="scrollable" allowScrollButtonsMobile>
          {LINKED.map((v) => (
            <RouterTab
              key={v}
              value={v}
              label={k(`routed.${v}`)}
              to="/components/$name"
              params={{ name: 'tabs' }}
              hash={v}
              resetScroll={false}
            />
          ))}
        </Tabs>
        <Typography sx={{ pt: 2 }}>{k('routed.showing', { tab: k(`routed.${linked}`) })}</Typography>
      </Specimen>
    </KitPage>
  );
}
