import type { UserListAnswer } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ServerSearchPicker } from '@/components/server-search-picker';
import { usersQueryOptions } from '@/lib/queries/user';
import { actorQueryOptions } from '../api/get-actor';

type Actor = { id: number; fullName: string };
type Props = { value: number | undefined; onChange: (actorId: number | undefined) => void };

const toActors = (answer: UserListAnswer): Actor[] =>
  answer.users.map((u) => ({ id: u.id, fullName: u.fullName }));
const search = (q: string) => usersQueryOptions({ q: q || undefined, page: 1, itemsPerPage: 10 });

/**
 * The user whose changes are shown, picked by name (searched on the server as one types). One at a
 * time: picking another replaces the first. The URL holds the id, so the name is asked for.
 */
export function AuditActorFilter({ value, onChange }: Props) {
  const { t } = useTranslation('audit');
  const actor = useQuery({ ...actorQueryOptions(value ?? 0), enabled: value !== undefined });
  const picked: Actor[] =
    value === undefined
      ? []
      : [{ id: value, fullName: actor.data?.fullName ?? (actor.isPending ? '…' : `#${value}`) }];
  return (
    <ServerSearchPicker
      value={picked}
      onChange={(next) => onChange(next.at(-1)?.id)}
      query={search}
      toOptions={toActors}
      getOptionLabel={(u) => u.fullName}
      label={t('filters.actor')}
      texts={{
        loading: t('filters.actorLoading'),
        none: t('filters.actorNone'),
        unavailable: t('filters.actorUnavailable'),
        search: t('filters.actorSearch'),
      }}
    />
  );
}
