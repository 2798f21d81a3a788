import { alpha, useTheme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** Small drawings of each layout choice for the customizer's cards; they follow the theme's colours. */
function usePreviewColors() {
  const theme = useTheme();
  return {
    page: theme.palette.background.default,
    paper: theme.palette.background.paper,
    line: alpha(theme.palette.text.primary, 0.16),
    primary: theme.palette.primary.main,
    border: theme.palette.divider,
    darkNav: '#2F3349',
    darkLine: 'rgba(225, 222, 245, 0.3)',
  };
}

const W = 104;
const H = 62;

function Frame({ children }: { children: ReactNode }) {
  const c = usePreviewColors();
  // The drawings have no text: mirroring them puts the menu on the right side in RTL, as on the page.
  const rtl = useTheme().direction === 'rtl';
  return (
    <svg
      width="100%"
      viewBox={`0 0 ${W} ${H}`}
      role="presentation"
      style={{ display: 'block', transform: rtl ? 'scaleX(-1)' : undefined }}
    >
      <rect width={W} height={H} fill={c.page} />
      {children}
    </svg>
  );
}

function NavLines({ x, width, dark }: { x: number; width: number; dark?: boolean }) {
  const c = usePreviewColors();
  return (
    <>
      <rect x={x + 3} y={6} width={6} height={6} rx={1.5} fill={c.primary} />
      <rect x={x + 3} y={18} width={width - 6} height={4} rx={1.5} fill={c.primary} />
      {[26, 32, 38, 44].map((y) => (
        <rect
          key={y}
          x={x + 3}
          y={y}
          width={width - 8}
          height={3}
          rx={1.5}
          fill={dark ? c.darkLine : c.line}
        />
      ))}
    </>
  );
}

/** Vertical, collapsed or horizontal navigation; `semiDark` paints the menu dark. */
export function LayoutPreview({
  kind,
  semiDark = false,
}: {
  kind: 'vertical' | 'collapsed' | 'horizontal';
  semiDark?: boolean;
}) {
  const c = usePreviewColors();
  if (kind === 'horizontal') {
    return (
      <Frame>
        <rect width={W} height={10} fill={c.paper} />
        <rect x={4} y={2.5} width={5} height={5} rx={1.5} fill={c.primary} />
        <rect y={10} width={W} height={8} fill={c.paper} stroke={c.border} strokeWidth={0.5} />
        <rect x={6} y={12} width={16} height={4} rx={2} fill={c.primary} />
        <rect x={26} y={13} width={14} height={2.5} rx={1.2} fill={c.line} />
        <rect x={44} y={13} width={14} height={2.5} rx={1.2} fill={c.line} />
        <rect x={6} y={23} width={W - 12} height={34} rx={2.5} fill={c.paper} />
      </Frame>
    );
  }
  const navWidth = kind === 'collapsed' ? 12 : 26;
  return (
    <Frame>
      <rect width={navWidth} height={H} fill={semiDark ? c.darkNav : c.paper} />
      {kind === 'collapsed' ? (
        [6, 18, 26, 34].map((y, i) => (
          <rect
            key={y}
            x={3}
            y={y}
            width={6}
            height={i < 2 ? 6 : 3}
            rx={1.5}
            fill={i < 2 ? c.primary : c.line}
          />
        ))
      ) : (
        <NavLines x={0} width={navWidth} dark={semiDark} />
      )}
      <rect x={navWidth + 5} y={5} width={W - navWidth - 10} height={8} rx={2} fill={c.paper} />
      <rect x={navWidth + 5} y={18} width={W - navWidth - 10} height={39} rx={2.5} fill={c.paper} />
    </Frame>
  );
}

/** Cards lifted by a shadow, or drawn with a border. */
export function SkinPreview({ skin }: { skin: 'default' | 'bordered' }) {
  const c = usePreviewColors();
  const card = (x: number, y: number, w: number, h: number) =>
    skin === 'bordered' ? (
      <rect x={x} y={y} width={w} height={h} rx={2.5} fill={c.paper} stroke={c.line} strokeWidth={1} />
    ) : (
      <g>
        <rect x={x + 0.5} y={y + 1.5} width={w} height={h} rx={2.5} fill={c.line} opacity={0.7} />
        <rect x={x} y={y} width={w} height={h} rx={2.5} fill={c.paper} />
      </g>
    );
  return (
    <Frame>
      {card(6, 6, 92, 10)}
      {card(6, 22, 43, 34)}
      {card(55, 22, 43, 34)}
    </Frame>
  );
}

/** Content centred at a maximum width, or across the whole window. */
export function ContentWidthPreview({ width }: { width: 'boxed' | 'fluid' }) {
  const c = usePreviewColors();
  const margin = width === 'boxed' ? 20 : 5;
  return (
    <Frame>
      <rect x={margin} y={5} width={W - 2 * margin} height={8} rx={2} fill={c.paper} />
      <rect x={margin} y={18} width={W - 2 * margin} height={39} rx={2.5} fill={c.paper} />
      {width === 'boxed' && (
        <>
          <path d={`M4 31h10M4 31l3-3M4 31l3 3`} stroke={c.primary} strokeWidth={1.2} fill="none" />
          <path d={`M100 31h-10M100 31l-3-3M100 31l-3 3`} stroke={c.primary} strokeWidth={1.2} fill="none" />
        </>
      )}
    </Frame>
  );
}
