import type { User } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { useListExport } from '@/components/data-table/use-list-export';
import { toCsv } from '@/lib/csv';
import { fetchAllUsers } from '../api/export-users';
import { roleLabel } from './user-role';

/** Downloads every user of the current filter and sort as users-YYYY-MM-DD.csv. */
export function useExportUsers() {
  const { t } = useTranslation('user');
  return useListExport({
    ns: 'user',
    fileStem: 'users',
    fetchAll: fetchAllUsers,
    csv: (rows) =>
      toCsv<User>(rows, [
        { header: t('form.fullName'), value: (u) => u.fullName },
        { header: t('form.username'), value: (u) => u.username },
        { header: t('form.email'), value: (u) => u.email },
        { header: t('columns.role'), value: (u) => roleLabel(t, u.role) },
        {
          header: t('columns.plan'),
          value: (u) => t(`plans.${u.currentPlan}`, { defaultValue: u.currentPlan }),
        },
        {
          header: t('columns.billing'),
          value: (u) => t(`billing.${u.billing}`, { defaultValue: u.billing }),
        },
        { header: t('columns.status'), value: (u) => t(`statuses.${u.status}`) },
        { header: t('form.company'), value: (u) => u.company },
        { header: t('form.country'), value: (u) => u.country },
        { header: t('form.contact'), value: (u) => u.contact },
      ]),
  });
}
