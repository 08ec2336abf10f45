import { Link as MuiLink } from '@mui/material';
import type { LinkProps as MuiLinkProps } from '@mui/material';
import type { To } from 'react-router-dom';
import { Link as RouterLink } from 'react-router-dom';

export type NavLinkProps = Omit<MuiLinkProps<typeof RouterLink>, 'component'> & { to: To };

/**
 * A real `<a href>` routed by react-router: plain clicks navigate in place, while Ctrl/Cmd-click,
 * Shift-click and middle click stay with the browser (new tab or window).
 */
export function NavLink(props: NavLinkProps) {
  return <MuiLink component={RouterLink} underline="hover" {...props} />;
}
