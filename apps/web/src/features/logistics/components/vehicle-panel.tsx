import { type Vehicle, type VehicleWarning, vehicleWarnings } from '@app/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useToast } from '@/components/toast/use-toast';
import { useDeleteVehicle, useUpdateVehicle } from '../api/vehicle-mutations';

type Props = {
  vehicle: Vehicle;
  canUpdate: boolean;
  canDelete: boolean;
  onDeleted: () => void;
};

/** The selected vehicle's editor: its progress and warning, and its removal after a confirmation. */
export function VehiclePanel({ vehicle, canUpdate, canDelete, onDeleted }: Props) {
  const { t } = useTranslation('logistics');
  const { notify } = useToast();
  const [progress, setProgress] = useState(String(vehicle.progress));
  const [warnings, setWarnings] = useState<VehicleWarning>(vehicle.warnings);
  const [asking, setAsking] = useState(false);
  const update = useUpdateVehicle();
  const remove = useDeleteVehicle();
  const value = Number(progress);
  const invalid = progress.trim() === '' || !Number.isInteger(value) || value < 0 || value > 100;
  const changed = value !== vehicle.progress || warnings !== vehicle.warnings;
  const save = () =>
    update.mutate(
      { id: vehicle.id, progress: value, warnings },
      { onSuccess: () => notify(t('fleet.saved', { location: vehicle.location })) },
    );
  return (
    <Stack
      component="section"
      aria-label={t('fleet.panelLabel', { location: vehicle.location })}
      spacing={2}
      sx={{ px: 2, pb: 2, pt: 1, bgcolor: 'action.hover' }}
    >
      {canUpdate && (
        <Stack
          component="form"
          spacing={2}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (!invalid && changed) save();
          }}
        >
          <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap' }}>
            <TextField
              label={t('fleet.progress')}
              type="number"
              size="small"
              value={progress}
              onChange={(e) => setProgress(e.target.value)}
              error={invalid}
              helperText={invalid ? t('fleet.progressHelp') : undefined}
              slotProps={{ htmlInput: { min: 0, max: 100, step: 1 } }}
              sx={{ width: 120 }}
            />
            <TextField
              select
              label={t('fleet.warning')}
              size="small"
              value={warnings}
              onChange={(e) => setWarnings(e.target.value as VehicleWarning)}
              sx={{ flex: 1, minWidth: 180 }}
            >
              {vehicleWarnings.map((w) => (
                <MenuItem key={w} value={w}>
                  {t(`warning.${w}`)}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          {update.isError && <Alert severity="error">{update.error.message}</Alert>}
          <Stack direction="row" sx={{ gap: 1.5, justifyContent: 'flex-end' }}>
            {canDelete && (
              <Button color="error" variant="outlined" onClick={() => setAsking(true)}>
                {t('fleet.remove')}
              </Button>
            )}
            <Button type="submit" variant="contained" disabled={invalid || !changed || update.isPending}>
              {t('fleet.save')}
            </Button>
          </Stack>
        </Stack>
      )}
      {!canUpdate && canDelete && (
        <Button
          color="error"
          variant="outlined"
          onClick={() => setAsking(true)}
          sx={{ alignSelf: 'flex-end' }}
        >
          {t('fleet.remove')}
        </Button>
      )}
      <ConfirmDialog
        open={asking}
        title={t('fleet.removeTitle', { location: vehicle.location })}
        description={t('fleet.removeText', { start: vehicle.startCity, end: vehicle.endCity })}
        confirmLabel={t('fleet.remove')}
        color="error"
        pending={remove.isPending}
        error={remove.isError ? remove.error.message : null}
        onClose={() => setAsking(false)}
        onConfirm={() =>
          remove.mutate(vehicle.id, {
            onSuccess: () => {
              setAsking(false);
              notify(t('fleet.removed', { location: vehicle.location }));
              onDeleted();
            },
          })
        }
      />
    </Stack>
  );
}
