import { createElement } from 'react';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import type { ReactNode } from 'react';
import {
  Box,
  Collapse,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Tooltip,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useGetResourceLabel, useSidebarState, useStore, useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { usePermissionCheck } from '@/auth';
import { canDo } from '@/engine';
import { icons } from '@/engine/screens';
import { entities } from '../registry';
import { isHighlighted } from '@/shell/menu';
import { useVisibleMenu } from '@/shell/menu-hooks';
import { useScreenPrefetch } from '../use-screen-prefetch';

/**
 * The admin menu (spec §2, §6) as a `nav` of real links, so Ctrl/Cmd-click and middle click open
 * a new tab natively. Below the fixed entries, a "Data" group lists the schema entities the user
 * may read.
 */
export function MainMenu() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const entries = useVisibleMenu();
  return (
    <Box component="nav" aria-label={translate('app.menu.main')} sx={{ pt: 1 }}>
      <List dense disablePadding>
        {entries.map((e) => (
          <MenuLink
            key={e.id}
            to={e.href}
            label={translate(e.label)}
            description={translate(e.description)}
            icon={createElement(icons[e.icon])}
            active={isHighlighted(e, pathname)}
          />
        ))}
      </List>
      <DataGroup pathname={pathname} />
    </Box>
  );
}

function DataGroup({ pathname }: { pathname: string }) {
  const translate = useTranslate();
  const check = usePermissionCheck();
  const getLabel = useGetResourceLabel();
  const [sidebarOpen] = useSidebarState();
  const [opened, setOpen] = useStore('rc.menu.data-open', false);
  const readable = entities.filter((e) => e.menu === 'data' && canDo(e, 'list', (p) => check(p)));
  if (readable.length === 0) return null;
  const isActive = (name: string) => pathname === `/${name}` || pathname.startsWith(`/${name}/`);
  // The group stays open while one of its entities is on screen, so the highlight is visible.
  const open = opened || readable.some((e) => isActive(e.name));
  const label = translate('app.menu.data_group');
  const listId = 'main-menu-data-group';
  // The toggle is a button outside the list it opens: a list holds list items only.
  return (
    <>
      <ListItemButton dense onClick={() => setOpen(!open)} aria-expanded={open} aria-controls={listId}>
        <ListItemText primary={label} slotProps={{ primary: { variant: 'overline' } }} />
        {sidebarOpen && (open ? <ExpandLess /> : <ExpandMore />)}
      </ListItemButton>
      <Collapse in={open} unmountOnExit>
        <List id={listId} dense disablePadding aria-label={label}>
          {readable.map((e) => (
            <MenuLink
              key={e.name}
              to={`/${e.name}`}
              label={getLabel(e.name, 2)}
              icon={createElement(icons[e.icon])}
              active={isActive(e.name)}
            />
          ))}
        </List>
      </Collapse>
    </>
  );
}

interface MenuLinkProps {
  to: string;
  label: string;
  description?: string;
  icon: ReactNode;
  active: boolean;
}

function MenuLink({ to, label, description, icon, active }: MenuLinkProps) {
  const [sidebarOpen, setSidebarOpen] = useSidebarState();
  // On a phone-sized window the menu is a drawer over the page: choosing a page closes it.
  const overPage = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  // Pointing at or tabbing to an entry loads its screen's code and data, so the click finds them.
  const prefetch = useScreenPrefetch(to);
  const link = (
    <ListItemButton
      component={Link}
      to={to}
      onClick={overPage ? () => setSidebarOpen(false) : undefined}
      onPointerEnter={prefetch.onPointerEnter}
      onPointerLeave={prefetch.onPointerLeave}
      onFocus={prefetch.onFocus}
      selected={active}
      aria-current={active ? 'page' : undefined}
      aria-label={label}
      title={sidebarOpen ? description : undefined}
      sx={{ borderLeft: 3, borderColor: active ? 'primary.main' : 'transparent' }}
    >
      <ListItemIcon sx={{ minWidth: 40 }}>{icon}</ListItemIcon>
      {sidebarOpen && <ListItemText primary={label} />}
    </ListItemButton>
  );
  return (
    // A plain list item: MUI's ListItem would add a module to the start-up bundle for one flex box.
    <Box component="li" sx={{ display: 'flex', position: 'relative' }}>
      {sidebarOpen ? (
        link
      ) : (
        <Tooltip title={label} placement="right">
          {link}
        </Tooltip>
      )}
    </Box>
  );
}
