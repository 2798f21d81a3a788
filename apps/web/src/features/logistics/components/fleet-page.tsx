import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { RetryAlert } from '@/components/retry-alert';
import { useToast } from '@/components/toast/use-toast';
import { useIntlFormat } from '@/lib/intl-format';
import { useCan } from '@/lib/session/can';
import { mapStyleQueryOptions } from '../api/get-map-style';
import { fleetQueryOptions } from '../api/get-vehicles';
import type { FleetSearch } from '../logistics-search';
import { AddVehicleDialog } from './add-vehicle-dialog';
import { FleetVehicleList } from './fleet-vehicle-list';
import { VehiclePanel } from './vehicle-panel';

// MapLibre is heavy (about 280 kB gzip): it loads with this page only, after the list.
const FleetMap = lazy(() => import('./fleet-map'));

type Props = { search: FleetSearch; onSearchChange: (patch: Partial<FleetSearch>) => void };

/** The fleet: the vehicle list beside the map; selecting a vehicle focuses it and opens its editor. */
export function FleetPage({ search, onSearchChange }: Props) {
  const { t } = useTranslation('logistics');
  const theme = useTheme();
  const format = useIntlFormat();
  const { notify } = useToast();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const fleet = useQuery(fleetQueryOptions());
  const style = useQuery(mapStyleQueryOptions());
  const canCreate = useCan({ action: 'create', subject: 'Logistics' });
  const canUpdate = useCan({ action: 'update', subject: 'Logistics' });
  const canDelete = useCan({ action: 'delete', subject: 'Logistics' });
  const [adding, setAdding] = useState(false);
  const vehicles = fleet.data?.vehicles ?? [];
  const selected = vehicles.find((v) => v.id === search.vehicle);
  const dark = theme.palette.mode === 'dark';
  const colors = useMemo(
    () => ({
      water: dark ? '#18202e' : '#cfe0f1',
      land: dark ? '#343c57' : '#f4f2ea',
      route: theme.palette.secondary.main,
      selectedRoute: theme.palette.primary.main,
      ok: theme.palette.primary.main,
      warned: theme.palette.error.main,
      halo: dark ? '#1b2333' : '#ffffff',
    }),
    [dark, theme.palette.primary.main, theme.palette.secondary.main, theme.palette.error.main],
  );
  const mapHeight = wide ? 'calc(100vh - 220px)' : 320;
  const select = (id: number) => onSearchChange({ vehicle: id === search.vehicle ? undefined : id });

  return (
    <Stack>
      <PageHeader
        title={t('fleet.title')}
        subtitle={t('fleet.subtitle')}
        actions={
          canCreate && (
            <Button variant="contained" startIcon={<IconPlus size={18} />} onClick={() => setAdding(true)}>
              {t('add.open')}
            </Button>
          )
        }
      />
      {fleet.isError && !fleet.data && (
        <RetryAlert retryLabel={t('retry')} onRetry={() => void fleet.refetch()}>
          {t('fleet.error', { message: fleet.error.message })}
        </RetryAlert>
      )}
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 5, lg: 4 }} sx={{ order: { xs: 2, md: 1 } }}>
          <Card sx={{ maxHeight: wide ? 'calc(100vh - 220px)' : undefined, overflowY: 'auto' }}>
            {fleet.isPending ? (
              <Stack spacing={1} sx={{ p: 2 }} role="status" aria-busy="true" aria-label={t('loading')}>
                {[0, 1, 2, 3, 4].map((i) => (
                  <Skeleton key={i} variant="rounded" height={72} />
                ))}
              </Stack>
            ) : vehicles.length === 0 ? (
              <Typography sx={{ p: 3 }}>{t('fleet.empty')}</Typography>
            ) : (
              <FleetVehicleList
                vehicles={vehicles}
                selectedId={search.vehicle}
                onSelect={select}
                format={format}
                panel={
                  selected && (
                    <VehiclePanel
                      key={selected.id}
                      vehicle={selected}
                      canUpdate={canUpdate}
                      canDelete={canDelete}
                      onDeleted={() => onSearchChange({ vehicle: undefined })}
                    />
                  )
                }
              />
            )}
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 7, lg: 8 }} sx={{ order: { xs: 1, md: 2 } }}>
          <Card sx={{ p: 1, position: { md: 'sticky' }, top: { md: 88 } }}>
            {style.isPending ? (
              <Skeleton variant="rounded" height={mapHeight} aria-label={t('loading')} />
            ) : (
              <Suspense
                fallback={<Skeleton variant="rounded" height={mapHeight} aria-label={t('loading')} />}
              >
                <FleetMap
                  vehicles={vehicles}
                  selectedId={search.vehicle}
                  onSelect={select}
                  styleUrl={style.data?.styleUrl ?? null}
                  colors={colors}
                  height={mapHeight}
                />
              </Suspense>
            )}
          </Card>
        </Grid>
      </Grid>
      {adding && (
        <AddVehicleDialog
          onClose={() => setAdding(false)}
          onCreated={(v) => {
            setAdding(false);
            notify(t('add.created', { location: v.location }));
            onSearchChange({ vehicle: v.id });
          }}
        />
      )}
    </Stack>
  );
}
