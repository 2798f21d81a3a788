import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { permissionOptionsQueryOptions } from '@/lib/queries/permission';

type Option = { id: number; name: string };
type Props = {
  value: number[];
  onChange: (ids: number[]) => void;
  known: Option[];
  error?: string;
  disabled?: boolean;
};

/** The named permissions given to the role, on top of its own rules. */
export function RolePermissionsSelect({ value, onChange, known, error, disabled }: Props) {
  const { t } = useTranslation('role');
  const permissions = useQuery(permissionOptionsQueryOptions());
  const options: Option[] = permissions.data?.permissions.map(({ id, name }) => ({ id, name })) ?? known;
  const selected = value.map(
    (id) => options.find((o) => o.id === id) ?? known.find((o) => o.id === id) ?? { id, name: `#${id}` },
  );
  return (
    <Autocomplete
      multiple
      disabled={disabled}
      options={options}
      value={selected}
      loading={permissions.isPending}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_, next) => onChange(next.map((o) => o.id))}
      renderValue={(items, getItemProps) =>
        items.map((o, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={o.name} {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('dialog.permissions')}
          helperText={error ?? t('dialog.permissionsHint')}
          error={error !== undefined}
        />
      )}
    />
  );
}
