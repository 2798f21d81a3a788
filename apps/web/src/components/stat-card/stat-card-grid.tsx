import Grid from '@mui/material/Grid';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

type Props = {
  items: { key: string; card: ReactNode }[];
  /** Given, the cards are a labelled list (`ul`/`li`) that a screen reader can name. */
  label?: string;
  /** Four in a row on wide screens, or two by two. */
  columns?: 2 | 4;
  sx?: SxProps<Theme>;
};

/** The row of figure cards at the top of a page: one under another on a phone, two or four abreast. */
export function StatCardGrid({ items, label, columns = 4, sx }: Props) {
  const size = columns === 4 ? { xs: 12, sm: 6, lg: 3 } : { xs: 12, sm: 6 };
  const list = label !== undefined;
  return (
    <Grid
      container
      spacing={3}
      component={list ? 'ul' : 'div'}
      aria-label={label}
      sx={[list && { listStyle: 'none', p: 0, m: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {items.map(({ key, card }) => (
        <Grid key={key} size={size} component={list ? 'li' : 'div'}>
          {card}
        </Grid>
      ))}
    </Grid>
  );
}
