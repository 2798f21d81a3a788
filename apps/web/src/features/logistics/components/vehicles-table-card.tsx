import type { Vehicle, VehicleSortKey } from '@app/contracts';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '@/components/data-table/data-table';
import { ListTable } from '@/components/data-table/list-table';
import { useIntlFormat } from '@/lib/intl-format';
import { vehiclesQueryOptions } from '../api/get-vehicles';
import { type LogisticsDashboardSearch, toVehiclesQuery } from '../logistics-search';
import { ProgressBar, routeEnd, WarningChip } from './vehicle-cells';

type Props = {
  search: LogisticsDashboardSearch;
  onSearchChange: (patch: Partial<LogisticsDashboardSearch>) => void;
};

/** The fleet as a table: location, route, warning and progress, sorted and paged by the server. */
export default function VehiclesTableCard({ search, onSearchChange }: Props) {
  const { t } = useTranslation('logistics');
  const format = useIntlFormat();
  const query = toVehiclesQuery(search);
  const list = useQuery(vehiclesQueryOptions(query));
  const columns: DataTableColumn<Vehicle>[] = [
    {
      field: 'location',
      headerName: t('table.location'),
      minWidth: 110,
      renderCell: ({ row }) => (
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {`#${row.location}`}
        </Typography>
      ),
    },
    {
      field: 'startRoute',
      headerName: t('table.startRoute'),
      flex: 1,
      minWidth: 150,
      valueGetter: (_: never, row) => routeEnd(row.startCity, row.startCountry),
    },
    {
      field: 'endRoute',
      headerName: t('table.endRoute'),
      flex: 1,
      minWidth: 150,
      valueGetter: (_: never, row) => routeEnd(row.endCity, row.endCountry),
    },
    {
      field: 'warnings',
      headerName: t('table.warnings'),
      minWidth: 190,
      renderCell: ({ row }) => <WarningChip warnings={row.warnings} />,
    },
    {
      field: 'progress',
      headerName: t('table.progress'),
      flex: 1,
      minWidth: 170,
      renderCell: ({ row }) => (
        <ProgressBar
          progress={row.progress}
          format={format}
          label={t('table.progressOf', {
            location: row.location,
            value: format.wholePercent(row.progress / 100),
          })}
        />
      ),
    },
  ];
  return (
    <Card>
      <CardHeader
        title={t('table.title')}
        subheader={t('table.subtitle')}
        slotProps={{ title: { variant: 'h5', component: 'h2' } }}
      />
      <ListTable<Vehicle, VehicleSortKey>
        ns="logistics"
        ariaLabel={t('table.title')}
        columns={columns}
        query={query}
        list={list}
        rows={list.data?.vehicles}
        total={list.data?.totalVehicles}
        onSearchChange={onSearchChange}
        empty={<Typography sx={{ p: 3 }}>{t('table.empty')}</Typography>}
      />
    </Card>
  );
}
