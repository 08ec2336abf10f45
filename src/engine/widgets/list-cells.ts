/**
 * Class names of light table cells. Their look is set once on the table (LIST_CELL_STYLES) rather
 * than by a styled component in every cell, which is what keeps a 500-row page fast.
 */
export const CELL_LINK = 'rc-cell-link';
export const CELL_NOWRAP = 'rc-cell-nowrap';

export const LIST_CELL_STYLES = {
  [`& .${CELL_LINK}`]: { color: 'primary.main', textDecoration: 'underline', textUnderlineOffset: '2px' },
  [`& .${CELL_LINK}:hover`]: { textDecorationThickness: '2px' },
  [`& .${CELL_NOWRAP}`]: { whiteSpace: 'nowrap' },
} as const;
