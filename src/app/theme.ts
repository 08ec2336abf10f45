import type { RaThemeOptions } from 'react-admin';
import type { Duration } from '@mui/material';
import { defaultLightTheme } from 'react-admin';
import { translate } from '@/i18n';

// Fonts come from the operating system: nothing is fetched from a font CDN.
const SYSTEM_FONTS = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  '"Noto Sans"',
  'sans-serif',
].join(',');

const PRIMARY = '#1f5f8b';

/**
 * The keyboard focus ring: the primary colour (at least 5:1 on white, the page grey and the form
 * toolbar), white on the dark app bar. MUI's own focus cues (a 12 % grey on menu items, a pale
 * ripple on buttons) are below the 3:1 WCAG 2.2 asks of a focus indicator.
 */
const FOCUS_RING = `3px solid ${PRIMARY}`;
/** Inside a container that clips (menus, lists, tabs, table rows) the ring is drawn inwards. */
const INSET_FOCUS = {
  '.MuiMenuItem-root, .MuiListItemButton-root, .MuiTab-root, .MuiTableRow-root, .MuiChip-root': {
    '&:focus-visible, &.Mui-focusVisible': { outlineOffset: -3 },
  },
};

/**
 * react-admin's confirm dialog (Delete, bulk Delete) focuses its destructive button on opening;
 * Cancel takes the focus instead, so Enter never destroys by accident.
 */
function focusCancel(dialog: HTMLElement) {
  dialog.querySelector<HTMLButtonElement>('.MuiDialogActions-root button:not(.ra-confirm)')?.focus();
}

/**
 * What an editor puts in the dark bar (save state, text buttons, status chips) is drawn light on
 * it: the page's dark text and primary blue measure under 2:1 there.
 */
const DARK_BAR = {
  '.MuiAppBar-colorSecondary .MuiToolbar-root': {
    '& .MuiTypography-root, & .MuiButton-text, & .MuiButton-outlined, & .MuiChip-colorDefault': {
      color: '#ffffff',
    },
    '& .MuiButton-text.MuiButton-colorError': { color: '#ffcdd2' },
    '& .MuiButton-outlined': { borderColor: 'rgba(255, 255, 255, 0.7)' },
    '& .MuiChip-colorDefault': { backgroundColor: 'rgba(255, 255, 255, 0.16)' },
    '& .MuiButton-root.Mui-disabled': { color: 'rgba(255, 255, 255, 0.5)' },
  },
};

export const theme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    ...defaultLightTheme.palette,
    primary: { main: PRIMARY },
    secondary: { main: '#163a55' },
    // MUI's red and orange fail 4.5:1 as text on the form toolbar's grey and under white text
    // (the Delete button, the "Mock data" chip); these darker shades pass on white and grey alike.
    error: { main: '#b71c1c' },
    warning: { main: '#a84a00' },
    // MUI's light blue gives white chip text 3.9:1; this shade gives 7:1.
    info: { main: '#01579b' },
    background: { default: '#f4f6f8', paper: '#ffffff' },
  },
  shape: { borderRadius: 8 },
  typography: { ...defaultLightTheme.typography, fontFamily: SYSTEM_FONTS },
  sidebar: { width: 240, closedWidth: 56 },
  components: {
    ...defaultLightTheme.components,
    MuiCssBaseline: {
      styleOverrides: {
        'body :focus-visible, body .Mui-focusVisible': { outline: FOCUS_RING, outlineOffset: 2 },
        ...INSET_FOCUS,
        '.MuiAppBar-root :focus-visible, .MuiAppBar-root .Mui-focusVisible': { outlineColor: '#ffffff' },
        ...DARK_BAR,
        // Text fields already show focus with their thick primary border; a ring inside it would
        // only crowd the text.
        'body .MuiInputBase-input:focus-visible': { outline: 'none' },
      },
    },
    // Unselected tabs are drawn at 60 % opacity by default: 4.3:1 on white. At 80 % they pass.
    MuiTab: {
      styleOverrides: {
        textColorInherit: {
          opacity: 0.8,
          '&.Mui-selected': { opacity: 1 },
          '&.Mui-disabled': { opacity: 0.38 },
        },
      },
    },
    // Spinners and bars are announced by name ("Loading"), not as an unnamed progress bar.
    MuiCircularProgress: { defaultProps: { 'aria-label': translate('ra.page.loading') } },
    MuiLinearProgress: { defaultProps: { 'aria-label': translate('ra.page.loading') } },
    // react-admin writes "Please wait" in the disabled grey (2.6:1); the secondary text colour passes.
    RaLoading: { styleOverrides: { root: { '& .RaLoading-message': { color: 'rgba(0, 0, 0, 0.6)' } } } },
    // A disabled field's hint stays readable (MUI greys it to 2.7:1).
    MuiFormHelperText: { styleOverrides: { root: { '&.Mui-disabled': { color: 'rgba(0, 0, 0, 0.6)' } } } },
    RaConfirm: { defaultProps: { slotProps: { transition: { onEntering: focusCancel } } } },
    // react-admin draws "Skip to content" white on the page background (about 1.1:1); it gets
    // the primary colour behind its white text instead.
    RaSkipNavigationButton: {
      styleOverrides: {
        root: {
          backgroundColor: PRIMARY,
          color: '#ffffff',
          '&:hover': { backgroundColor: PRIMARY, opacity: 0.9 },
        },
      },
    },
  },
};

/** Every named duration of Material UI's transitions, at 0. */
const NO_DURATION: Duration = {
  shortest: 0,
  shorter: 0,
  short: 0,
  standard: 0,
  complex: 0,
  enteringScreen: 0,
  leavingScreen: 0,
};

/**
 * The theme for a reader whose system asks for reduced motion (WCAG 2.3.3): menus, dialogs,
 * collapsing groups and the sidebar appear and go at once instead of sliding, growing or fading,
 * and buttons answer a press without the ripple. Progress indicators keep turning: they say that
 * something is under way.
 */
export function withReducedMotion(options: RaThemeOptions): RaThemeOptions {
  const buttonBase = options.components?.MuiButtonBase;
  return {
    ...options,
    transitions: {
      ...options.transitions,
      duration: NO_DURATION,
      create: () => 'none',
      getAutoHeightDuration: () => 0,
    },
    components: {
      ...options.components,
      MuiButtonBase: { ...buttonBase, defaultProps: { ...buttonBase?.defaultProps, disableRipple: true } },
    },
  };
}
