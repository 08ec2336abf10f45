import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Chip, IconButton, Tab, Tabs, Typography, type ChipProps } from '@mui/material';
import { memo, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { useEditorFrameSlots } from './slots';

export interface EditorTabDef<T extends string = string> {
  id: T;
  /** Already translated. */
  label: string;
}

export interface EditorFrameProps<T extends string = string> {
  back: { to: string; label: string };
  title: string;
  status?: { label: string; color?: ChipProps['color'] };
  tabs?: readonly EditorTabDef<T>[];
  /** The tab list's accessible name. */
  tabsLabel?: string;
  current?: T;
  /** The save state (an aria-live indicator), shown before the actions. */
  saveState?: ReactNode;
  actions?: ReactNode;
}

/** Which tab the URL asks for (`?tab=`); the first one when none or an unknown one. */
export function useEditorTab<T extends string>(tabs: readonly T[]): T {
  const [search] = useSearchParams();
  const asked = search.get('tab');
  return tabs.find((t) => t === asked) ?? (tabs[0] as T);
}

/**
 * The generic editor frame (the `editor` layout): back link, title, status chip, tabs as
 * addresses (`?tab=`, so each tab has its own URL), save state and actions, rendered into the
 * layout's bar. Outside that layout (a test, a plain page) it renders in place.
 */
export function EditorFrame<T extends string>(props: EditorFrameProps<T>) {
  const slots = useEditorFrameSlots();
  const { pathname } = useLocation();
  const head = (
    <FrameHead
      back={props.back}
      title={props.title}
      status={props.status}
      saveState={props.saveState}
      actions={props.actions}
    />
  );
  const tabs = props.tabs && props.current !== undefined && (
    <FrameTabs tabs={props.tabs} current={props.current} label={props.tabsLabel} pathname={pathname} />
  );
  if (!slots?.head || !slots.tabs) {
    return (
      <Box>
        {head}
        {tabs}
      </Box>
    );
  }
  return (
    <>
      {createPortal(head, slots.head)}
      {tabs && createPortal(tabs, slots.tabs)}
    </>
  );
}

type FrameHeadProps = Pick<EditorFrameProps, 'back' | 'title' | 'status' | 'saveState' | 'actions'>;

const sameHead = (a: FrameHeadProps, b: FrameHeadProps) =>
  a.back.to === b.back.to &&
  a.back.label === b.back.label &&
  a.title === b.title &&
  a.status?.label === b.status?.label &&
  a.status?.color === b.status?.color &&
  a.saveState === b.saveState &&
  a.actions === b.actions;

/**
 * Back link, title, status, save state and actions. Compared by what they show (an editor passes
 * a new back and status object on every keystroke): redrawn only when one of them changes.
 */
const FrameHead = memo(function FrameHead({ back, title, status, saveState, actions }: FrameHeadProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexGrow: 1, minWidth: 0 }}>
      <IconButton component={Link} to={back.to} color="inherit" edge="start" aria-label={back.label}>
        <ArrowBackIcon />
      </IconButton>
      {/* The screen's one level-1 heading: the editor's bar is where its title lives. */}
      {/* The title gives way to the bar's actions only down to a few words, never to nothing. */}
      <Typography variant="h6" component="h1" noWrap sx={{ minWidth: 'min(14ch, 30%)', flexShrink: 0.5 }}>
        {title}
      </Typography>
      {status && <Chip size="small" label={status.label} color={status.color ?? 'default'} />}
      <Box sx={{ flexGrow: 1 }} />
      {saveState}
      {actions}
    </Box>
  );
}, sameHead);

interface FrameTabsProps {
  tabs: readonly EditorTabDef[];
  current: string;
  label: string | undefined;
  pathname: string;
}

const sameTabs = (a: readonly EditorTabDef[], b: readonly EditorTabDef[]) =>
  a.length === b.length && a.every((t, i) => t.id === b[i]?.id && t.label === b[i]?.label);

/**
 * The tabs, as addresses. MUI's tabs measure the page on every render to place their indicator:
 * redrawn only when they change, not on every keystroke in the editor below them.
 */
const FrameTabs = memo(
  function FrameTabs({ tabs, current, label, pathname }: FrameTabsProps) {
    return (
      <Tabs
        value={current}
        textColor="inherit"
        indicatorColor="primary"
        // On a narrow window the tabs scroll sideways, with arrows, instead of being cut off.
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={label}
        sx={{ px: 1, bgcolor: 'background.paper', color: 'text.primary' }}
      >
        {tabs.map((t) => (
          <Tab
            key={t.id}
            value={t.id}
            label={t.label}
            component={Link}
            to={{ pathname, search: `?tab=${t.id}` }}
          />
        ))}
      </Tabs>
    );
  },
  (a, b) =>
    a.current === b.current && a.label === b.label && a.pathname === b.pathname && sameTabs(a.tabs, b.tabs),
);
