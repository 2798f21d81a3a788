import { type Permission, type PermissionBody, permissionBody } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useConflictAwareForm } from '@/components/edit-conflict/use-conflict-aware-form';
import { FormDialog } from '@/components/form-dialog';
import { FormField } from '@/components/form-field/form-field';
import { RulesField } from '@/components/rules-matrix/rules-field';
import { rulesAsText } from '@/components/rules-matrix/rules-matrix';
import { fieldMessage } from '@/lib/form-errors';
import { rolesQueryOptions } from '@/lib/queries/role';
import { useCreatePermission } from '../api/create-permission';
import { useUpdatePermission } from '../api/update-permission';
import { AssignedRoleChip, roleTitle } from './assigned-role-chip';

type Output = z.output<typeof permissionBody>;
type Props = {
  permission: Permission | null;
  onClose: () => void;
  onSaved: (name: string) => void;
};
const FIELDS = ['name', 'assignedTo', 'rules'];

const initialValues = (permission: Permission | null): PermissionBody =>
  permission
    ? { name: permission.name, assignedTo: permission.assignedTo, rules: permission.rules }
    : { name: '', assignedTo: [], rules: [] };

/**
 * Add (permission null) or edit a permission. Mount it when it opens. An edit is saved with the version
 * it loaded; a save over a newer one shows what changed (docs/edit-conflicts.md).
 */
export function PermissionDialog({ permission, onClose, onSaved }: Props) {
  const { t } = useTranslation('permission');
  const roles = useQuery(rolesQueryOptions());
  const create = useCreatePermission();
  const update = useUpdatePermission();
  const pending = create.isPending || update.isPending;
  const form = useForm<PermissionBody, unknown, Output>({
    resolver: zodResolver(permissionBody),
    defaultValues: initialValues(permission),
  });
  const roleNames = roles.data?.roles.map((r) => r.name) ?? permission?.assignedTo ?? [];
  const { submit, formError, dialog } = useConflictAwareForm(form, FIELDS, {
    loaded: { version: permission?.version ?? 1, values: initialValues(permission) },
    fields: [
      { name: 'name', label: t('dialog.name') },
      {
        name: 'assignedTo',
        label: t('dialog.assignedTo'),
        format: (names) => (names as string[]).map((role) => roleTitle(t, role)).join(', ') || '—',
      },
      {
        name: 'rules',
        label: t('dialog.rules'),
        format: (rules) => rulesAsText(rules as Permission['rules']),
      },
    ],
    fromDetail: (detail: Permission) => ({ version: detail.version, values: initialValues(detail) }),
    save: (body, version) =>
      permission
        ? update.mutateAsync({ id: permission.id, body: { ...body, version } })
        : create.mutateAsync(body),
    onSaved: (saved) => onSaved(saved.name),
  });

  return (
    <FormDialog
      title={t(permission ? 'dialog.editTitle' : 'dialog.addTitle')}
      subtitle={t(permission ? 'dialog.editSubtitle' : 'dialog.addSubtitle')}
      closeLabel={t('dialog.close')}
      cancelLabel={t('dialog.cancel')}
      submitLabel={pending ? t('dialog.saving') : t(permission ? 'dialog.update' : 'dialog.create')}
      pending={pending}
      onSubmit={submit}
      onClose={onClose}
    >
      {permission && (
        <Alert severity="warning">
          <strong>{t('dialog.warningTitle')}</strong> {t('dialog.warning')}
        </Alert>
      )}
      {formError && <Alert severity="error">{formError}</Alert>}
      <FormField
        ns="permission"
        control={form.control}
        name="name"
        size="medium"
        label={t('dialog.name')}
        required
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
      <RulesField ns="permission" control={form.control} name="rules" label={t('dialog.rules')} />
      {dialog}
    </FormDialog>
  );
}
