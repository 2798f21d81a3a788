import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  /** The text put on the clipboard (a function when it is costly or changes). */
  text: string | (() => string);
  /** What a screen reader says ("Copy the link of Sintel"); "Copy" by default. */
  label?: string;
  disabled?: boolean;
  size?: 'small' | 'medium';
  /** A text button ("Copy all") in place of the icon alone. */
  buttonText?: string;
};

/** An icon button that copies a text, says "Copied" for two seconds, or why it could not. */
export function CopyButton({ text, label, disabled, size = 'small', buttonText }: Props) {
  const { t } = useTranslation('common');
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 2000);
    return () => clearTimeout(timer);
  }, [state]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(typeof text === 'function' ? text() : text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  const title =
    state === 'copied'
      ? t('actions.copied')
      : state === 'failed'
        ? t('actions.copyFailed')
        : t('actions.copy');
  const icon = state === 'copied' ? <IconCheck size={20} aria-hidden /> : <IconCopy size={20} aria-hidden />;
  if (buttonText !== undefined) {
    return (
      <Button variant="outlined" startIcon={icon} onClick={copy} disabled={disabled} aria-live="polite">
        {state === 'idle' ? buttonText : title}
      </Button>
    );
  }
  return (
    <Tooltip title={title}>
      <span>
        <IconButton size={size} aria-label={label ?? t('actions.copy')} onClick={copy} disabled={disabled}>
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}
