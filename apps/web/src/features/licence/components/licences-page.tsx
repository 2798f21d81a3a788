import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { ListProps } from '@/components/data-table/list-props';
import { PageHeader } from '@/components/page-header';
import type { LicenceListSearch } from '../licence-search';
import { LicenceExpiryAlert } from './licence-expiry-alert';
import { LicencesList } from './licences-list';

/** /admin/jetbrains: the expiring-soon warning over the licence list. */
export function LicencesPage({ search, onSearchChange }: ListProps<LicenceListSearch>) {
  const { t } = useTranslation('licence');
  const showExpiring =
    search.status === 'expiring' ? undefined : () => onSearchChange({ status: 'expiring', page: undefined });
  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Stack spacing={3}>
        <LicenceExpiryAlert onShow={showExpiring} />
        <LicencesList search={search} onSearchChange={onSearchChange} />
      </Stack>
    </>
  );
}
