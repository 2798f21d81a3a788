import LinearProgress from '@mui/material/LinearProgress';
import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A thin bar at the top of the window while a page or data is loading; quick loads show nothing. */
export function TopProgress() {
  const { t } = useTranslation();
  const navigating = useRouterState({ select: (s) => s.status === 'pending' });
  const fetching = useIsFetching() + useIsMutating() > 0;
  const busy = navigating || fetching;
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!busy) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), 150);
    return () => clearTimeout(timer);
  }, [busy]);
  if (!visible) return null;
  return (
    <LinearProgress
      aria-label={t('loading')}
      sx={{
        position: 'fixed',
        top: 0,
        insetInline: 0,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        height: 3,
      }}
    />
  );
}
