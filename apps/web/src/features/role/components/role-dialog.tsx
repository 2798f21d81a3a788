import { type Role, type RoleBody, roleBody } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
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
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { applyServerErrors, fieldMessage } from '@/lib/form-errors';
import { useCreateRole } from '../api/create-role';
import { useUpdateRole } from '../api/update-role';
import { RolePermissionsSelect } from './role-permissions-select';
import { RulesMatrixField } from './rules-matrix-field';

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
  const titleId = useId();
  const create = useCreateRole();
  const update = useUpdateRole();
  const pending = create.isPending || update.isPending;
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<RoleBody, unknown, Output>({
    resolver: zodResolver(roleBody),
    defaultValues: initialValues(mode),
  });
  const editing = mode.kind === 'edit' ? mode.role : null;
  const system = editing?.isSystem ?? false;
  const fixedRules = editing?.name === ADMIN_ROLE;
  const title = readOnly ? 'dialog.viewTitle' : editing ? 'dialog.editTitle' : 'dialog.addTitle';
  const known = mode.kind === 'create' ? [] : mode.role.permissions;

  const submit = form.handleSubmit(async (body) => {
    setFormError(null);
    try {
      const saved = editing
        ? await update.mutateAsync({ id: editing.id, body })
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
          {t(title)}
        </DialogTitle>
        <DialogContent sx={{ px: { xs: 2.5, sm: 6 } }}>
          <Typography color="text.secondary" sx={{ textAlign: 'center', mb: 3 }}>
            {t('dialog.subtitle')}
          </Typography>
          <Stack spacing={3}>
            {formError && <Alert severity="error">{formError}</Alert>}
            <Controller
              control={form.control}
              name="name"
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  label={t('dialog.name')}
                  required
                  disabled={system || readOnly}
                  error={fieldState.error !== undefined}
                  helperText={
                    fieldMessage(t, 'role', fieldState.error?.message) ??
                    (system ? t('dialog.systemName') : t('dialog.nameHint'))
                  }
                />
              )}
            />
            <Controller
              control={form.control}
              name="description"
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  value={field.value ?? ''}
                  label={t('dialog.description')}
                  multiline
                  minRows={2}
                  disabled={readOnly}
                  error={fieldState.error !== undefined}
                  helperText={fieldMessage(t, 'role', fieldState.error?.message)}
                />
              )}
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
            <Controller
              control={form.control}
              name="rules"
              render={({ field, fieldState }) => (
                <RulesMatrixField
                  label={t('dialog.rules')}
                  value={field.value}
                  onChange={field.onChange}
                  readOnly={fixedRules || readOnly}
                  error={fieldMessage(t, 'role', fieldState.error?.message)}
                />
              )}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ justifyContent: 'center', pb: 4, gap: 1 }}>
          {!readOnly && (
            <Button type="submit" variant="contained" disabled={pending}>
              {pending ? t('dialog.saving') : t('dialog.submit')}
            </Button>
          )}
          <Button variant="outlined" color="secondary" onClick={onClose} disabled={pending}>
            {readOnly ? t('dialog.close') : t('dialog.cancel')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
