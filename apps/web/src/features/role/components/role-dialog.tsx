import { type Role, type RoleBody, roleBody } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import { useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useConflictAwareForm } from '@/components/edit-conflict/use-conflict-aware-form';
import { FormDialog } from '@/components/form-dialog';
import { FormField } from '@/components/form-field/form-field';
import { RulesField } from '@/components/rules-matrix/rules-field';
import { rulesAsText } from '@/components/rules-matrix/rules-matrix';
import { fieldMessage } from '@/lib/form-errors';
import { useCreateRole } from '../api/create-role';
import { useUpdateRole } from '../api/update-role';
import { RolePermissionsSelect } from './role-permissions-select';

/** `edit` changes a role; `copy` starts a new role from one; `create` starts from nothing. */
export type RoleDialogMode = { kind: 'create' } | { kind: 'edit'; role: Role } | { kind: 'copy'; role: Role };
type Output = z.output<typeof roleBody>;
const FIELDS = ['name', 'description', 'rules', 'permissionIds'];
const ADMIN_ROLE = 'admin';

function initialValues(mode: RoleDialogMode): RoleBody {
  if (mode.kind === 'create') return { name: '', description: '', rules: [], permissionIds: [] };
  const { role } = mode;
  return {
    name: mode.kind === 'copy' ? `${role.name}-copy`.slice(0, 50) : role.name,
    description: role.description,
    rules: role.rules,
    permissionIds: role.permissions.map((p) => p.id),
  };
}

type Props = {
  mode: RoleDialogMode;
  readOnly?: boolean;
  onClose: () => void;
  onSaved: (name: string) => void;
};

/** Add, copy or edit a role. Mount it when it opens, so that it starts from the role. */
export function RoleDialog({ mode, readOnly = false, onClose, onSaved }: Props) {
  const { t } = useTranslation('role');
  const create = useCreateRole();
  const update = useUpdateRole();
  const pending = create.isPending || update.isPending;
  const form = useForm<RoleBody, unknown, Output>({
    resolver: zodResolver(roleBody),
    defaultValues: initialValues(mode),
  });
  const editing = mode.kind === 'edit' ? mode.role : null;
  const system = editing?.isSystem ?? false;
  const fixedRules = editing?.name === ADMIN_ROLE;
  const title = readOnly ? 'dialog.viewTitle' : editing ? 'dialog.editTitle' : 'dialog.addTitle';
  const known = mode.kind === 'create' ? [] : mode.role.permissions;
  const permissionNames = useRef(new Map(known.map((p) => [p.id, p.name])));
  const { submit, formError, dialog } = useConflictAwareForm(form, FIELDS, {
    loaded: { version: editing?.version ?? 1, values: initialValues(mode) },
    fields: [
      { name: 'name', label: t('dialog.name') },
      { name: 'description', label: t('dialog.description') },
      {
        name: 'permissionIds',
        label: t('dialog.permissions'),
        format: (ids) => namesOf(ids as number[], permissionNames.current),
      },
      { name: 'rules', label: t('dialog.rules'), format: (rules) => rulesAsText(rules as Role['rules']) },
    ],
    fromDetail: (detail: Role) => {
      for (const p of detail.permissions) permissionNames.current.set(p.id, p.name);
      return { version: detail.version, values: initialValues({ kind: 'edit', role: detail }) };
    },
    save: (body, version) =>
      editing ? update.mutateAsync({ id: editing.id, body: { ...body, version } }) : create.mutateAsync(body),
    onSaved: (saved) => onSaved(saved.name),
  });

  return (
    <FormDialog
      title={t(title)}
      subtitle={t('dialog.subtitle')}
      closeLabel={t('dialog.close')}
      cancelLabel={readOnly ? t('dialog.close') : t('dialog.cancel')}
      submitLabel={readOnly ? undefined : pending ? t('dialog.saving') : t('dialog.submit')}
      pending={pending}
      onSubmit={submit}
      onClose={onClose}
    >
      {formError && <Alert severity="error">{formError}</Alert>}
      <FormField
        ns="role"
        control={form.control}
        name="name"
        size="medium"
        label={t('dialog.name')}
        required
        disabled={system || readOnly}
        helperText={system ? t('dialog.systemName') : t('dialog.nameHint')}
      />
      <FormField
        ns="role"
        control={form.control}
        name="description"
        size="medium"
        label={t('dialog.description')}
        multiline
        minRows={2}
        disabled={readOnly}
      />
      <Controller
        control={form.control}
        name="permissionIds"
        render={({ field, fieldState }) => (
          <RolePermissionsSelect
            value={field.value ?? []}
            onChange={field.onChange}
            known={known}
            disabled={readOnly}
            error={fieldMessage(t, 'role', fieldState.error?.message)}
          />
        )}
      />
      {fixedRules && <Alert severity="info">{t('dialog.adminFixed')}</Alert>}
      <RulesField
        ns="role"
        control={form.control}
        name="rules"
        label={t('dialog.rules')}
        readOnly={fixedRules || readOnly}
      />
      {dialog}
    </FormDialog>
  );
}

const namesOf = (ids: number[] | undefined, names: Map<number, string>) =>
  (ids ?? []).map((id) => names.get(id) ?? `#${id}`).join(', ') || '—';
