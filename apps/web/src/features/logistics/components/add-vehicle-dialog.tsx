import { type Vehicle, type VehicleWarning, vehicleCreateBody, vehicleWarnings } from '@app/contracts';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/form-dialog';
import { ApiError } from '@/lib/api-client';
import { logisticsCitiesQueryOptions } from '../api/get-vehicles';
import { useCreateVehicle } from '../api/vehicle-mutations';

type Props = { onClose: () => void; onCreated: (vehicle: Vehicle) => void };
type Fields = {
  location: string;
  startCity: string;
  endCity: string;
  warnings: VehicleWarning;
  progress: string;
};

/** A new vehicle between two of the listed cities (its route is drawn between them by the server). */
export function AddVehicleDialog({ onClose, onCreated }: Props) {
  const { t } = useTranslation('logistics');
  const create = useCreateVehicle();
  const cities = useQuery(logisticsCitiesQueryOptions());
  const [fields, setFields] = useState<Fields>({
    location: '',
    startCity: '',
    endCity: '',
    warnings: 'No Warnings',
    progress: '0',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (patch: Partial<Fields>) => setFields((f) => ({ ...f, ...patch }));
  const submit = () => {
    const body = {
      location: fields.location === '' ? undefined : Number(fields.location),
      startCity: fields.startCity,
      endCity: fields.endCity,
      warnings: fields.warnings,
      progress: Number(fields.progress),
    };
    const parsed = vehicleCreateBody.safeParse(body);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(
          parsed.error.issues.map((i) => [String(i.path[0]), t(`add.invalid.${String(i.path[0])}`)]),
        ),
      );
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: onCreated,
      onError: (error) => {
        if (!(error instanceof ApiError)) return;
        if (error.errors.location) setErrors({ location: t('add.invalid.taken') });
        else if (error.errors.startCity) setErrors({ startCity: t('add.invalid.startCity') });
        else if (error.errors.endCity) setErrors({ endCity: t('add.invalid.endCity') });
      },
    });
  };
  const city = (key: 'startCity' | 'endCity') => (
    <TextField
      select
      label={t(`add.${key}`)}
      value={fields[key]}
      onChange={(e) => set({ [key]: e.target.value })}
      error={Boolean(errors[key])}
      helperText={errors[key]}
      fullWidth
    >
      {(cities.data ?? []).map((c) => (
        <MenuItem key={c.city} value={c.city}>
          {`${c.city}, ${c.country}`}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <FormDialog
      title={t('add.title')}
      subtitle={t('add.subtitle')}
      closeLabel={t('add.close')}
      cancelLabel={t('add.cancel')}
      submitLabel={t('add.submit')}
      pending={create.isPending}
      onClose={onClose}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <TextField
        label={t('add.location')}
        value={fields.location}
        onChange={(e) => set({ location: e.target.value.replace(/\D/g, '').slice(0, 6) })}
        error={Boolean(errors.location)}
        helperText={errors.location ?? t('add.locationHelp')}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        autoFocus
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
        {city('startCity')}
        {city('endCity')}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
        <TextField
          select
          label={t('fleet.warning')}
          value={fields.warnings}
          onChange={(e) => set({ warnings: e.target.value as VehicleWarning })}
          fullWidth
        >
          {vehicleWarnings.map((w) => (
            <MenuItem key={w} value={w}>
              {t(`warning.${w}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={t('fleet.progress')}
          type="number"
          value={fields.progress}
          onChange={(e) => set({ progress: e.target.value })}
          error={Boolean(errors.progress)}
          helperText={errors.progress}
          slotProps={{ htmlInput: { min: 0, max: 100 } }}
          fullWidth
        />
      </Stack>
      {cities.isError && <Alert severity="error">{cities.error.message}</Alert>}
      {create.isError && !errors.location && <Alert severity="error">{create.error.message}</Alert>}
    </FormDialog>
  );
}
