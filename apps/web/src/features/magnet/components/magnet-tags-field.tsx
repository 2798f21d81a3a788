import { MAGNET_MAX_TAGS } from '@app/contracts/magnet';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { checkTags } from '../magnet-tags';

type Props = { value: string[]; onChange: (tags: string[]) => void; disabled?: boolean; autoFocus?: boolean };

/** Free tags as chips: type one and press Enter; Backspace removes the last. */
export function MagnetTagsField({ value, onChange, disabled, autoFocus }: Props) {
  const { t } = useTranslation('magnet');
  const checked = checkTags(value);
  const problem = 'problem' in checked ? checked.problem : null;
  return (
    <Autocomplete
      multiple
      freeSolo
      options={[] as string[]}
      value={value}
      disabled={disabled}
      onChange={(_, next) => onChange(next.map((tag) => tag.trim()).filter(Boolean))}
      renderValue={(tags, getItemProps) =>
        tags.map((tag, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={tag} {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('add.tags')}
          autoFocus={autoFocus}
          error={problem !== null}
          helperText={
            problem
              ? t(`validation.${problem}`, { count: MAGNET_MAX_TAGS })
              : t('add.tagsHint', { count: MAGNET_MAX_TAGS })
          }
        />
      )}
    />
  );
}
