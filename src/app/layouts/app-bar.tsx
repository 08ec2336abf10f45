import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutline';
import { IconButton, Tooltip } from '@mui/material';
import { useEffect } from 'react';
import { AppBar, TitlePortal, useTranslate } from 'react-admin';
import { env } from '@/config/env';
import { CHAT_LAUNCHER_ID, startChat } from '@/integrations';
import { MockMarker } from './mock-marker';
import { ProfileMenu } from './profile-menu';
import { RefreshIndicator } from './refresh-indicator';

/** The admin-default bar: page title, mock marker, chat launcher (when configured), Refresh, profile menu. */
export function ShellAppBar() {
  return (
    <AppBar
      toolbar={
        <>
          <MockMarker />
          <ChatLauncher />
          <RefreshIndicator />
        </>
      }
      userMenu={<ProfileMenu />}
    >
      {/* react-admin wraps the title in an inline-block, which clips without an ellipsis. The title
          is a label, not a heading: each screen's own level-1 heading is in its main content. */}
      <TitlePortal component="p" sx={{ minWidth: 0, '& .RaConfigurable-root': { display: 'inline' } }} />
    </AppBar>
  );
}

/**
 * Our own launcher: the messenger's default one is hidden (spec §1) and binds to this button's id.
 * Rendered only when the chat integration is configured, so nothing is loaded otherwise.
 */
function ChatLauncher() {
  const translate = useTranslate();
  const configured = Boolean(env.chatAppId);
  useEffect(() => {
    if (!configured) return;
    startChat().catch((e: unknown) => console.error('Starting the chat failed', e));
  }, [configured]);
  if (!configured) return null;
  const label = translate('app.chat.open');
  return (
    <Tooltip title={label}>
      <IconButton id={CHAT_LAUNCHER_ID} color="inherit" aria-label={label}>
        <ChatBubbleOutlineIcon />
      </IconButton>
    </Tooltip>
  );
}
