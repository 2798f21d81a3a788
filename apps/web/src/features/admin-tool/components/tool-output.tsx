import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '@/components/copy-button';

type Props = { label: string; value: string; copyLabel?: string; rows?: number; error?: string };

export const monospace = {
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: '0.875rem',
  wordBreak: 'break-all',
} as const;

/** A read-only result with its copy button; left to right whatever the page's direction (code, hashes). */
export function ToolOutput({ label, value, copyLabel, rows, error }: Props) {
  const { t } = useTranslation('admin-tool');
  return (
    <TextField
      label={label}
      value={value}
      multiline={rows !== undefined}
      minRows={rows}
      maxRows={rows === undefined ? undefined : 20}
      error={error !== undefined}
      helperText={error}
      slotProps={{
        htmlInput: { readOnly: true, dir: 'ltr', style: monospace },
        input: {
          endAdornment: (
            <InputAdornment position="end" sx={{ alignSelf: rows ? 'flex-start' : undefined }}>
              <CopyButton text={value} label={copyLabel ?? t('common.copyOutput')} disabled={value === ''} />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

type InputProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  rows?: number;
  helperText?: string;
  error?: boolean;
  inputRef?: React.Ref<HTMLTextAreaElement | HTMLInputElement>;
};

/** The text a tool works on: monospace, left to right, no spell check. */
export function ToolInput({ label, value, onChange, rows = 6, helperText, error, inputRef }: InputProps) {
  return (
    <TextField
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      multiline={rows > 1}
      minRows={rows > 1 ? rows : undefined}
      maxRows={rows > 1 ? 20 : undefined}
      helperText={helperText}
      error={error}
      inputRef={inputRef}
      slotProps={{
        htmlInput: {
          dir: 'ltr',
          spellCheck: false,
          autoCapitalize: 'off',
          autoComplete: 'off',
          style: monospace,
        },
      }}
    />
  );
}
