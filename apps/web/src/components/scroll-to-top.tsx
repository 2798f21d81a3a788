import Fab from '@mui/material/Fab';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import Zoom from '@mui/material/Zoom';
import { IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SCROLL_TOP_THRESHOLD } from '@/lib/config';

/** A button that scrolls smoothly back up, shown once the page is scrolled past 200px (spec 000 §2). */
export function ScrollToTop() {
  const { t } = useTranslation('app');
  const shown = useScrollTrigger({ disableHysteresis: true, threshold: SCROLL_TOP_THRESHOLD });
  return (
    <Zoom in={shown}>
      <Fab
        color="primary"
        size="medium"
        aria-label={t('scrollTop')}
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        sx={{ position: 'fixed', bottom: 24, insetInlineEnd: 24, zIndex: (theme) => theme.zIndex.speedDial }}
      >
        <IconArrowUp size={22} />
      </Fab>
    </Zoom>
  );
}
