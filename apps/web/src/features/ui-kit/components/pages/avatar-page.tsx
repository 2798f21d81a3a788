import Avatar from '@mui/material/Avatar';
import AvatarGroup from '@mui/material/AvatarGroup';
import Badge from '@mui/material/Badge';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { AVATAR_TINTS, UserAvatar } from '@/components/user-avatar';
import { KitPage } from '../../components/kit-page';
import { Specimen } from '../../components/specimen';
import { useKitText } from '../../components/use-kit-text';

const TEAM = [
  'Jordan Stevenson',
  'Richard Payne',
  'Jennifer Summers',
  'Mary Jane',
  'Alan Walker',
  'Celia Fox',
];
const row = { direction: 'row', sx: { flexWrap: 'wrap', gap: 2, alignItems: 'center' } } as const;

/** UserAvatar: a picture, or initials on a tint that stays the same for the same name. */
export function AvatarPage() {
  const k = useKitText('components', 'avatar');
  const [name, setName] = useState('Jordan Stevenson');
  return (
    <KitPage section="components" name="avatar">
      <Specimen
        title={k('initials.title')}
        description={k('initials.description')}
        importLine="import { UserAvatar } from '@/components/user-avatar';"
        props={[
          { name: 'name', type: 'string', description: k('props.name') },
          { name: 'src', type: 'string | null', description: k('props.src') },
          { name: 'size', type: 'number', description: k('props.size') },
          { name: 'tint', type: AVATAR_TINTS.map((t) => `'${t}'`).join(' | '), description: k('props.tint') },
        ]}
      >
        <Stack spacing={2.5}>
          <TextField
            label={k('initials.field')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            size="small"
            sx={{ maxWidth: 320 }}
          />
          <Stack {...row}>
            <UserAvatar name={name || '?'} size={56} />
            <UserAvatar name={name || '?'} />
            <UserAvatar name={name || '?'} size={30} />
            <UserAvatar name={name || '?'} src="/logo.svg" size={56} />
          </Stack>
          <Stack {...row}>
            {AVATAR_TINTS.map((tint) => (
              <UserAvatar key={tint} name={TEAM[0]} tint={tint} />
            ))}
          </Stack>
        </Stack>
      </Specimen>
      <Specimen
        title={k('group.title')}
        description={k('group.description')}
        importLine="import AvatarGroup from '@mui/material/AvatarGroup';"
        props={[
          { name: 'max', type: 'number', description: k('props.max') },
          { name: 'variant (Badge)', type: "'dot'", description: k('props.dot') },
        ]}
      >
        <Stack {...row} sx={{ ...row.sx, gap: 4 }}>
          <AvatarGroup max={4} aria-label={k('group.label', { count: TEAM.length })}>
            {TEAM.map((person) => (
              <UserAvatar key={person} name={person} size={38} />
            ))}
          </AvatarGroup>
          <Badge
            overlap="circular"
            variant="dot"
            color="success"
            anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
            aria-label={k('group.online', { name: TEAM[2] })}
          >
            <UserAvatar name={TEAM[2]} size={42} />
          </Badge>
          <Avatar variant="rounded" sx={{ bgcolor: 'primary.main' }} aria-label={k('group.rounded')}>
            {TEAM[3][0]}
          </Avatar>
        </Stack>
      </Specimen>
    </KitPage>
  );
}
