import ButtonBase from '@mui/material/ButtonBase';
import { keyframes } from '@mui/material/styles';
import { IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const spin = keyframes`from { transform: rotate(0deg); } to { transform: rotate(360deg); }`;

/** The gear stuck to the end edge of the screen that opens the customizer. */
export function CustomizerToggle({ onOpen, open }: { onOpen: () => void; open: boolean }) {
  const { t } = useTranslation('app');
  return (
    <ButtonBase
      onClick={onOpen}
      aria-label={t('customizer.open')}
      aria-haspopup="dialog"
      aria-expanded={open}
      sx={(theme) => ({
        // A phone opens the customizer from the navbar (NavbarActions): the gear would cover content.
        display: { xs: 'none', sm: 'inline-flex' },
        position: 'fixed',
        top: '50%',
        insetInlineEnd: 0,
        zIndex: theme.zIndex.drawer - 1,
        width: 38,
        height: 38,
        transform: 'translateY(-50%)',
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        borderStartStartRadius: '50%',
        borderEndStartRadius: '50%',
        boxShadow: `0 2px 6px 0 ${theme.palette.primary.main}55`,
        '& svg': { animation: `${spin} 2.4s linear infinite` },
        '&:hover': { bgcolor: 'primary.dark' },
        '&.Mui-focusVisible': { outline: 2, outlineColor: 'text.primary', outlineOffset: 2 },
        '@media (prefers-reduced-motion: reduce)': { '& svg': { animation: 'none' } },
      })}
    >
      <IconSettings size={22} />
    </ButtonBase>
  );
}
