import type { SxProps, Theme } from '@mui/material';
import { BLOCKED_IMAGE_ATTRIBUTE } from './policy';

/**
 * Rich text inside the console. `contain` keeps whatever the allow-list let through painting
 * inside its own box; a held-back image shows as a dashed frame with its alternative text.
 */
export const contentStyles = {
  contain: 'content',
  overflowWrap: 'anywhere',
  '& img': { maxWidth: '100%', height: 'auto' },
  [`& img[${BLOCKED_IMAGE_ATTRIBUTE}]`]: {
    display: 'inline-block',
    minWidth: '4em',
    minHeight: '2em',
    px: 1,
    border: 1,
    borderStyle: 'dashed',
    borderColor: 'divider',
    color: 'text.secondary',
  },
  '& table': { borderCollapse: 'collapse' },
  '& th, & td': { border: 1, borderColor: 'divider', px: 1 },
  '& blockquote': { borderLeft: 4, borderColor: 'divider', ml: 0, pl: 2 },
} satisfies SxProps<Theme>;
