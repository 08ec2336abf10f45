import { AppBar, Box, Toolbar } from '@mui/material';
import type { ReactNode } from 'react';
import { EditorFrameSlots, EditorHeadSlot, EditorTabsSlot } from '@/ui/editor-frame';
import { PaletteLauncher } from '../palette/palette-launcher';
import { MockMarker } from './mock-marker';
import { ModuleBanners } from './module-banners';
import { ProfileMenu } from './profile-menu';

/**
 * The editor layout (spec §2's email-editor frame, used by every editor): full width without the
 * side menu, a bar whose back link, title, status, tabs, save state and actions the screen fills
 * through `<EditorFrame>`.
 */
export function EditorLayout({ children }: { children: ReactNode }) {
  return (
    <EditorFrameSlots>
      <Box
        sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}
      >
        <AppBar position="sticky" color="secondary">
          <Toolbar variant="dense" sx={{ gap: 1 }}>
            <EditorHeadSlot />
            <MockMarker />
            <ProfileMenu />
          </Toolbar>
          <EditorTabsSlot />
        </AppBar>
        <ModuleBanners />
        <Box component="main" id="main-content" sx={{ flexGrow: 1, width: '100%', p: { xs: 1, sm: 2 } }}>
          {children}
        </Box>
        <PaletteLauncher />
      </Box>
    </EditorFrameSlots>
  );
}
