import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import { IconMail, IconSend, IconStar, IconTrash, IconUserMinus } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { UserAvatar } from '@/components/user-avatar';
import { KitPage } from '../../components/kit-page';
import { Specimen } from '../../components/specimen';
import { useKitText } from '../../components/use-kit-text';

const PEOPLE = [
  { name: 'Jordan Stevenson', role: 'manager' },
  { name: 'Richard Payne', role: 'support' },
  { name: 'Jennifer Summers', role: 'designer' },
];
const FOLDERS = [
  { key: 'inbox', icon: IconMail, count: 21 },
  { key: 'sent', icon: IconSend, count: 0 },
  { key: 'starred', icon: IconStar, count: 3 },
  { key: 'trash', icon: IconTrash, count: 0 },
] as const;
const SETTINGS = ['orders', 'reviews', 'stock'] as const;

/** Lists: people with an action, a chosen folder, settings with switches. */
export function ListPage() {
  const k = useKitText('components', 'list');
  const [people, setPeople] = useState(PEOPLE);
  const [folder, setFolder] = useState<string>('inbox');
  const [on, setOn] = useState<Record<string, boolean>>({ orders: true, reviews: false, stock: true });
  const switchId = useId();
  return (
    <KitPage section="components" name="list">
      <Specimen
        title={k('people.title')}
        description={k('people.description')}
        importLine="import ListItem from '@mui/material/ListItem';"
        props={[
          { name: 'secondaryAction', type: 'ReactNode', description: k('props.secondaryAction') },
          { name: 'primary / secondary', type: 'ReactNode', description: k('props.primary') },
        ]}
      >
        <List aria-label={k('people.list')}>
          {people.map((p) => (
            <ListItem
              key={p.name}
              secondaryAction={
                <Tooltip title={k('people.remove', { name: p.name })}>
                  <IconButton
                    aria-label={k('people.remove', { name: p.name })}
                    onClick={() => setPeople((all) => all.filter((x) => x !== p))}
                  >
                    <IconUserMinus size={20} aria-hidden />
                  </IconButton>
                </Tooltip>
              }
            >
              <ListItemAvatar>
                <UserAvatar name={p.name} />
              </ListItemAvatar>
              <ListItemText primary={p.name} secondary={k(`people.${p.role}`)} />
            </ListItem>
          ))}
          {people.length === 0 && (
            <ListItem disablePadding>
              <ListItemButton onClick={() => setPeople(PEOPLE)}>
                <ListItemText primary={k('people.restore')} />
              </ListItemButton>
            </ListItem>
          )}
        </List>
      </Specimen>
      <Specimen
        title={k('folders.title')}
        description={k('folders.description')}
        importLine="import ListItemButton from '@mui/material/ListItemButton';"
        props={[
          { name: 'selected', type: 'boolean', description: k('props.selected') },
          { name: 'onClick', type: '() => void', description: k('props.onClick') },
        ]}
      >
        <List aria-label={k('folders.list')} sx={{ maxWidth: 320 }}>
          {FOLDERS.map(({ key, icon: Icon, count }) => (
            <ListItem key={key} disablePadding>
              <ListItemButton
                selected={folder === key}
                aria-current={folder === key ? 'true' : undefined}
                onClick={() => setFolder(key)}
                sx={{ borderRadius: 1 }}
              >
                <ListItemIcon>
                  <Icon size={20} aria-hidden />
                </ListItemIcon>
                <ListItemText primary={k(`folders.${key}`)} />
                {count > 0 && <Badge badgeContent={count} color="primary" sx={{ marginInlineEnd: 1.5 }} />}
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Specimen>
      <Specimen
        title={k('settings.title')}
        description={k('settings.description')}
        importLine="import Switch from '@mui/material/Switch';"
        props={[{ name: 'checked', type: 'boolean', description: k('props.checked') }]}
      >
        <List aria-label={k('settings.list')}>
          {SETTINGS.map((s) => (
            <ListItem
              key={s}
              secondaryAction={
                <Switch
                  edge="end"
                  checked={on[s]}
                  onChange={(e) => setOn((all) => ({ ...all, [s]: e.target.checked }))}
                  slotProps={{ input: { 'aria-labelledby': `${switchId}-${s}` } }}
                />
              }
            >
              <ListItemText
                id={`${switchId}-${s}`}
                primary={k(`settings.${s}`)}
                secondary={on[s] ? k('settings.on') : k('settings.off')}
              />
            </ListItem>
          ))}
        </List>
      </Specimen>
    </KitPage>
  );
}
