import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The bar's code loads the first time it is shown (it waits 150 ms anyway), not with every page's entry:
// about 1.7 kB gzip less on the sign-in page (docs/decisions/014-login-weight.md).
const LinearProgress = lazy(() => import('@mui/material/LinearProgress'));

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
    <Suspense fallback={null}>
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
    </Suspense>
  );
}
