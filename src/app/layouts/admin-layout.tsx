import { memo, type ReactNode } from 'react';
import { Layout } from 'react-admin';
import { PaletteLauncher } from '../palette/palette-launcher';
import { ShellAppBar } from './app-bar';
import { MainMenu } from './main-menu';
import { ModuleBanners } from './module-banners';

/**
 * The page beside the menu may shrink below its content's width, so a wide table scrolls inside
 * its own frame instead of pushing the page (and its toolbars) past the window's edge.
 */
const CONTENT_STYLES = {
  minWidth: 0,
  '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar, & .RaLayout-content': { minWidth: 0 },
} as const;

/**
 * A graph view uses the whole space beside the menu: no padding, and the height of the window
 * below the bar, so its own pan and zoom replace the page's scrolling.
 */
const CANVAS_STYLES = {
  ...CONTENT_STYLES,
  '& .RaLayout-content': { minWidth: 0, p: 0, height: 'calc(100vh - 48px)', overflow: 'hidden' },
} as const;

/**
 * The bar and the menu take no props and follow the route and the session through their own hooks.
 * react-admin's routes render the layout again as their permission and auth queries settle; without
 * these, the whole frame (the menu's entries with their icons and tooltips, the bar's user menu) was
 * drawn again each time, while the first screen's rows waited for the main thread.
 */
const Bar = memo(ShellAppBar);
const Menu = memo(MainMenu);

/** The admin-default layout: react-admin's frame with our bar and menu; `canvas` goes full-bleed. */
export function AdminLayout({ children, canvas = false }: { children: ReactNode; canvas?: boolean }) {
  return (
    <Layout
      appBar={Bar}
      menu={Menu}
      className={canvas ? 'rc-canvas' : undefined}
      sx={canvas ? CANVAS_STYLES : CONTENT_STYLES}
    >
      <ModuleBanners />
      {children}
      <PaletteLauncher />
    </Layout>
  );
}
