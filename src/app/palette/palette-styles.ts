/** cmdk renders unstyled parts marked with `cmdk-*` attributes; these give them the theme's look. */
export const PALETTE_STYLES = {
  '& [cmdk-input]': {
    width: '100%',
    border: 0,
    borderBottom: 1,
    borderColor: 'divider',
    p: 2,
    font: 'inherit',
    fontSize: '1rem',
    outline: 'none',
    bgcolor: 'transparent',
    color: 'text.primary',
  },
  '& [cmdk-list]': { maxHeight: 400, overflowY: 'auto', p: 1 },
  '& [cmdk-group-heading]': { px: 1, py: 0.5, fontSize: '0.75rem', color: 'text.secondary', fontWeight: 600 },
  '& [cmdk-item]': {
    display: 'flex',
    justifyContent: 'space-between',
    gap: 2,
    px: 1.5,
    py: 1,
    borderRadius: 1,
    cursor: 'pointer',
  },
  '& [cmdk-item][data-selected="true"]': { bgcolor: 'action.selected' },
  '& [cmdk-empty]': { p: 2, color: 'text.secondary' },
} as const;
