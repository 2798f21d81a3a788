/** A row of things pushed to both ends that wraps on narrow screens: a title and its buttons, a toolbar. */
export const spreadRowSx = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: 2,
  alignItems: 'center',
  justifyContent: 'space-between',
} as const;
