import type { User } from '@app/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { datedFileName, downloadCsv, toCsv } from '@/lib/csv';
import type { UsersQuery } from '@/lib/queries/user';
import { fetchAllUsers } from '../api/export-users';
import { roleLabel } from './user-role';

/** Downloads every user of the current filter and sort as users-YYYY-MM-DD.csv. */
export function useExportUsers() {
  const { t } = useTranslation('user');
  const [exporting, setExporting] = useState(false);

  const run = async (query: UsersQuery): Promise<number> => {
    setExporting(true);
    try {
      const users = await fetchAllUsers(query);
      const csv = toCsv<User>(users, [
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
      ]);
      downloadCsv(datedFileName('users'), csv);
      return users.length;
    } finally {
      setExporting(false);
    }
  };
  return { exporting, run };
}
