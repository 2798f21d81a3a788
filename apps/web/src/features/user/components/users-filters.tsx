import { userPlans, userStatuses } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { ListFilters, statusFilter } from '@/components/data-table/list-filters';
import type { UserListSearch } from '../users-search';
import { useRoleNames } from './use-role-names';
import { roleLabel } from './user-role';

type Filters = Pick<UserListSearch, 'role' | 'plan' | 'status'>;
type Props = { value: Filters; onChange: (patch: Filters) => void };

/** Role, plan and status; an empty choice means "all". */
export function UsersFilters({ value, onChange }: Props) {
  const { t } = useTranslation('user');
  const roleOptions = useRoleNames().map((name) => ({ value: name, label: roleLabel(t, name) }));
  if (value.role && !roleOptions.some((o) => o.value === value.role)) {
    roleOptions.push({ value: value.role, label: roleLabel(t, value.role) });
  }
  const all = t('filters.all');
  return (
    <ListFilters
      filters={[
        {
          key: 'role',
          label: t('filters.role'),
          allLabel: all,
          value: value.role,
          options: roleOptions,
          onChange: (role) => onChange({ role }),
        },
        {
          key: 'plan',
          label: t('filters.plan'),
          allLabel: all,
          value: value.plan,
          options: userPlans.map((p) => ({ value: p, label: t(`plans.${p}`) })),
          onChange: (plan) => onChange({ plan: plan as Filters['plan'] }),
        },
        statusFilter(t, userStatuses, value.status, (status) => onChange({ status })),
      ]}
    />
  );
}
