import type { RaThemeOptions } from 'react-admin';
import { defaultLightTheme } from 'react-admin';

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

export const theme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    ...defaultLightTheme.palette,
    primary: { main: PRIMARY },
    secondary: { main: '#163a55' },
    background: { default: '#f4f6f8', paper: '#ffffff' },
  },
  shape: { borderRadius: 8 },
  typography: { ...defaultLightTheme.typography, fontFamily: SYSTEM_FONTS },
  sidebar: { width: 240, closedWidth: 56 },
  components: {
    ...defaultLightTheme.components,
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
