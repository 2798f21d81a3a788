import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EmptyLine } from '@/components/empty-line';
import { UserAvatar } from '@/components/user-avatar';

export type Person = {
  id: number;
  name: string;
  avatar: string | null;
  /** The line under the name (an e-mail address, an order number). */
  line: string;
  /** On the end side: a date, an amount. */
  end: string;
  endTitle?: string;
};

/** People one under another: avatar, name, a line under it and a figure on the end side. */
export function PeopleList({ people, empty }: { people: Person[]; empty: string }) {
  if (people.length === 0) return <EmptyLine text={empty} />;
  return (
    <Stack spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {people.map((p) => (
        <Stack key={p.id} component="li" direction="row" sx={{ alignItems: 'center', gap: 1.5 }}>
          <UserAvatar name={p.name} src={p.avatar} size={38} />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography noWrap dir="auto" sx={{ fontWeight: 500, textAlign: 'start' }}>
              {p.name}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {p.line}
            </Typography>
          </Box>
          <Typography
            variant="body2"
            title={p.endTitle}
            sx={{ fontWeight: 500, flexShrink: 0, whiteSpace: 'nowrap' }}
          >
            {p.end}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
