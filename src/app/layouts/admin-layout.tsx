import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { ShellAppBar } from './app-bar';
import { MainMenu } from './main-menu';

/** The admin-default layout: react-admin's frame with our bar and menu. */
export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <Layout appBar={ShellAppBar} menu={MainMenu}>
      {children}
    </Layout>
  );
}
