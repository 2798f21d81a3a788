import { type AbilityRule, type Permission, type PermissionBody, permissionBody } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ComponentType, useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { applyServerErrors, fieldMessage } from '@/lib/form-errors';
import { rolesQueryOptions } from '@/lib/queries/role';
import { useCreatePermission } from '../api/create-permission';
import { useUpdatePermission } from '../api/update-permission';
import { AssignedRoleChip, roleTitle } from './assigned-role-chip';

/** The rules editor comes from the route (the roles area's matrix), so that features stay apart. */
export type RulesEditor = ComponentType<{
  value: AbilityRule[];
  onChange: (rules: AbilityRule[]) => void;
  label: string;
  error?: string;
}>;

type Output = z.output<typeof permissionBody>;
type Props = {
  permission: Permission | null;
  RulesEditor: RulesEditor;
  onClose: () => void;
  onSaved: (name: string) => void;
};
const FIELDS = ['name', 'assignedTo', 'rules'];

/** Add (permission null) or edit a permission. Mount it when it opens. */
export function PermissionDialog({ permission, RulesEditor, onClose, onSaved }: Props) {
  const { t } = useTranslation('permission');
  const titleId = useId();
  const roles = useQuery(rolesQueryOptions());
  const create = useCreatePermission();
  const update = useUpdatePermission();
  const pending = create.isPending || update.isPending;
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<PermissionBody, unknown, Output>({
    resolver: zodResolver(permissionBody),
    defaultValues: permission
      ? { name: permission.name, assignedTo: permission.assignedTo, rules: permission.rules }
      : { name: '', assignedTo: [], rules: [] },
  });
  const roleNames = roles.data?.roles.map((r) => r.name) ?? permission?.assignedTo ?? [];

  const submit = form.handleSubmit(async (body) => {
    setFormError(null);
    try {
      const saved = permission
        ? await update.mutateAsync({ id: permission.id, body })
        : await create.mutateAsync(body);
      onSaved(saved.name);
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, FIELDS));
    }
  });

  return (
    <Dialog
      open
      onClose={pending ? undefined : onClose}
      maxWidth="md"
      fullWidth
      aria-labelledby={titleId}
      scroll="body"
    >
      <IconButton
        aria-label={t('dialog.close')}
        onClick={onClose}
        sx={{ position: 'absolute', top: 12, insetInlineEnd: 12 }}
      >
        <IconX size={20} />
      </IconButton>
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId} component="h2" variant="h4" sx={{ textAlign: 'center', pt: 5 }}>
          {t(permission ? 'dialog.editTitle' : 'dialog.addTitle')}
        </DialogTitle>
        <DialogContent sx={{ px: { xs: 2.5, sm: 6 } }}>
          <Typography color="text.secondary" sx={{ textAlign: 'center', mb: 3 }}>
            {t(permission ? 'dialog.editSubtitle' : 'dialog.addSubtitle')}
          </Typography>
          <Stack spacing={3}>
            {permission && (
              <Alert severity="warning">
                <strong>{t('dialog.warningTitle')}</strong> {t('dialog.warning')}
              </Alert>
            )}
            {formError && <Alert severity="error">{formError}</Alert>}
            <Controller
              control={form.control}
              name="name"
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  label={t('dialog.name')}
                  required
                  error={fieldState.error !== undefined}
                  helperText={fieldMessage(t, 'permission', fieldState.error?.message)}
                />
              )}
            />
            <Controller
              control={form.control}
              name="assignedTo"
              render={({ field, fieldState }) => (
                <Autocomplete
                  multiple
                  options={roleNames}
                  value={field.value ?? []}
                  loading={roles.isPending}
                  onChange={(_, next) => field.onChange(next)}
                  getOptionLabel={(role) => roleTitle(t, role)}
                  renderValue={(items, getItemProps) =>
                    items.map((role, index) => {
                      const { key, ...itemProps } = getItemProps({ index });
                      return <AssignedRoleChip key={key} role={role} {...itemProps} />;
                    })
                  }
                  renderInput={(params) => (
                    <TextField
                      {...params}
                      label={t('dialog.assignedTo')}
                      error={fieldState.error !== undefined}
                      helperText={
                        fieldMessage(t, 'permission', fieldState.error?.message) ?? t('dialog.assignedToHint')
                      }
                    />
                  )}
                />
              )}
            />
            <Controller
              control={form.control}
              name="rules"
              render={({ field, fieldState }) => (
                <RulesEditor
                  label={t('dialog.rules')}
                  value={field.value ?? []}
                  onChange={field.onChange}
                  error={fieldMessage(t, 'permission', fieldState.error?.message)}
                />
              )}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ justifyContent: 'center', pb: 4, gap: 1 }}>
          <Button type="submit" variant="contained" disabled={pending}>
            {pending ? t('dialog.saving') : t(permission ? 'dialog.update' : 'dialog.create')}
          </Button>
          <Button variant="outlined" color="secondary" onClick={onClose} disabled={pending}>
            {t('dialog.cancel')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
