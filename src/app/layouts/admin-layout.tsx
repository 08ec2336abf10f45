import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { ShellAppBar } from './app-bar';
import { MainMenu } from './main-menu';

/**
 * The page beside the menu may shrink below its content's width, so a wide table scrolls inside
 * its own frame instead of pushing the page (and its toolbars) past the window's edge.
 */
const CONTENT_STYLES = {
  minWidth: 0,
  '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar, & .RaLayout-content': { minWidth: 0 },
} as const;

/** The admin-default layout: react-admin's frame with our bar and menu. */
export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <Layout appBar={ShellAppBar} menu={MainMenu} sx={CONTENT_STYLES}>
      {children}
    </Layout>
  );
}
