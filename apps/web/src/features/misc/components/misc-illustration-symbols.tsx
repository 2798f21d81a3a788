/** The symbol drawn on the illustration's window, centred on (160, 112). Colours come from the caller. */
export type SymbolKind = 'not-found' | 'not-authorized' | 'server-error' | 'maintenance' | 'coming-soon';
type Colors = { primary: string; soft: string; paper: string; error: string; warning: string };

export function IllustrationSymbol({ kind, c }: { kind: SymbolKind; c: Colors }) {
  switch (kind) {
    case 'not-found':
      return (
        <g>
          <circle cx={152} cy={106} r={30} fill={c.soft} stroke={c.primary} strokeWidth={8} />
          <path d="M174 128l26 26" stroke={c.primary} strokeWidth={12} strokeLinecap="round" />
          <path
            d="M143 98a9 9 0 1 1 13 8c-3 2-4 4-4 7"
            stroke={c.primary}
            strokeWidth={5}
            fill="none"
            strokeLinecap="round"
          />
          <circle cx={152} cy={122} r={3.5} fill={c.primary} />
        </g>
      );
    case 'not-authorized':
      return (
        <g>
          <path d="M138 100v-14a22 22 0 0 1 44 0v14" stroke={c.primary} strokeWidth={9} fill="none" />
          <rect x={126} y={98} width={68} height={54} rx={10} fill={c.primary} />
          <circle cx={160} cy={120} r={7} fill={c.paper} />
          <rect x={157} y={123} width={6} height={16} rx={3} fill={c.paper} />
        </g>
      );
    case 'server-error':
      return (
        <g>
          {[78, 106, 134].map((y) => (
            <g key={y}>
              <rect
                x={122}
                y={y}
                width={76}
                height={22}
                rx={5}
                fill={c.soft}
                stroke={c.primary}
                strokeWidth={3}
              />
              <circle cx={134} cy={y + 11} r={3.5} fill={c.primary} />
              <rect x={144} y={y + 9} width={28} height={4} rx={2} fill={c.primary} opacity={0.5} />
            </g>
          ))}
          <circle cx={196} cy={80} r={16} fill={c.error} />
          <path d="M189 73l14 14M203 73l-14 14" stroke="#fff" strokeWidth={4} strokeLinecap="round" />
        </g>
      );
    case 'maintenance':
      return (
        <g>
          <g transform="translate(146 112)">
            {[0, 45, 90, 135].map((a) => (
              <rect
                key={a}
                x={-6}
                y={-32}
                width={12}
                height={64}
                rx={3}
                fill={c.primary}
                transform={`rotate(${a})`}
              />
            ))}
            <circle r={24} fill={c.primary} />
            <circle r={10} fill={c.paper} />
          </g>
          <path
            d="M184 96a14 14 0 0 0 17 17l9 9a6 6 0 0 1-8 8l-9-9a14 14 0 0 0-17-17l8 8 8-8z"
            fill={c.warning}
            transform="translate(-4 16)"
          />
        </g>
      );
    default:
      return (
        <g>
          <circle cx={160} cy={112} r={40} fill={c.soft} stroke={c.primary} strokeWidth={7} />
          <path d="M160 88v26l16 10" stroke={c.primary} strokeWidth={7} fill="none" strokeLinecap="round" />
          <circle cx={160} cy={112} r={4} fill={c.primary} />
        </g>
      );
  }
}
