import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { AppBar, Box, IconButton, Tab, Tabs, Toolbar, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { MockMarker } from './mock-marker';
import { ProfileMenu } from './profile-menu';

export const EDITOR_TABS = ['activity', 'editor', 'metrics', 'preview', 'settings'] as const;
export type EditorTab = (typeof EDITOR_TABS)[number];

/** Which tab the URL asks for (`?tab=`); the editor when none or an unknown one. */
export function editorTab(search: URLSearchParams): EditorTab {
  const asked = search.get('tab');
  return EDITOR_TABS.find((t) => t === asked) ?? 'editor';
}

/**
 * The email-editor layout (spec §2): full width without the side menu, a bar leading back to the
 * email area, and the template's tabs as links (`?tab=`), so each tab has its own URL.
 */
export function EmailEditorLayout({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const current = editorTab(search);
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <AppBar position="sticky" color="secondary">
        <Toolbar variant="dense">
          <IconButton
            component={Link}
            to="/emails"
            color="inherit"
            edge="start"
            aria-label={translate('app.email_editor.back')}
          >
            <ArrowBackIcon />
          </IconButton>
          <Typography variant="h6" component="p" sx={{ flexGrow: 1, ml: 1 }}>
            {translate('app.email_editor.title')}
          </Typography>
          <MockMarker />
          <ProfileMenu />
        </Toolbar>
        <Tabs
          value={current}
          textColor="inherit"
          indicatorColor="primary"
          // On a narrow window the tabs scroll sideways, with arrows, instead of being cut off.
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label={translate('app.email_editor.tabs')}
          sx={{ px: 1, bgcolor: 'background.paper', color: 'text.primary' }}
        >
          {EDITOR_TABS.map((t) => (
            <Tab
              key={t}
              value={t}
              label={translate(`app.email_editor.tab.${t}`)}
              component={Link}
              to={{ pathname, search: `?tab=${t}` }}
            />
          ))}
        </Tabs>
      </AppBar>
      <Box component="main" id="main-content" sx={{ flexGrow: 1, width: '100%', p: { xs: 1, sm: 2 } }}>
        {children}
      </Box>
    </Box>
  );
}
