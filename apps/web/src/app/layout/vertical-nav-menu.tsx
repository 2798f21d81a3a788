import Box from '@mui/material/Box';
import { IconMinus } from '@tabler/icons-react';
import { useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '@/components/hidden-page-title';
import { VerticalNavLink } from './vertical-nav-link';
import { isLinkActive, useVisibleNavigation } from './visible-navigation';

type Props = { compact: boolean; onNavigate?: () => void };

const listSx = { listStyle: 'none', m: 0, p: 0 } as const;

/** The sections and links the user may open; a collapsed rail shows a dash for each section header. */
export function VerticalNavMenu({ compact, onNavigate }: Props) {
  const { t } = useTranslation('app');
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const items = useVisibleNavigation();
  return (
    <Box component="ul" sx={{ ...listSx, px: 1.75, pb: 2 }}>
      {items.map((item) =>
        item.kind === 'link' ? (
          <Box component="li" key={item.key} sx={{ mt: 0.75 }}>
            <VerticalNavLink
              link={item}
              active={isLinkActive(item, pathname)}
              compact={compact}
              onNavigate={onNavigate}
            />
          </Box>
        ) : (
          <Box component="li" key={item.key} sx={{ mt: 2.5 }}>
            <Box
              id={`nav-section-${item.key}`}
              sx={{
                display: 'flex',
                alignItems: 'center',
                minHeight: 20,
                px: 1.5,
                mb: 0.5,
                // text.disabled was below 4.5:1 on the menu's background (axe-core, e2e/ui-kit.spec.ts).
                color: 'text.secondary',
                fontSize: '0.8125rem',
                lineHeight: 1.54,
                textTransform: 'uppercase',
                letterSpacing: '0.4px',
                whiteSpace: 'nowrap',
              }}
            >
              {compact ? <IconMinus size={18} aria-hidden /> : null}
              <Box component="span" sx={compact ? visuallyHidden : undefined}>
                {t(`nav.${item.key}`)}
              </Box>
            </Box>
            <Box component="ul" sx={listSx} aria-labelledby={`nav-section-${item.key}`}>
              {item.children.map((link) => (
                <Box component="li" key={link.key} sx={{ mt: 0.75 }}>
                  <VerticalNavLink
                    link={link}
                    active={isLinkActive(link, pathname)}
                    compact={compact}
                    onNavigate={onNavigate}
                  />
                </Box>
              ))}
            </Box>
          </Box>
        ),
      )}
    </Box>
  );
}
