import { Box, Dialog, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { Command } from 'cmdk';
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { usePermissionCheck } from '@/auth';
import { useFlagCheck } from '@/integrations';
import { useAssembly } from '@/shell/assembly-context';
import { entities } from '../registry';
import { destinations, matches } from './destinations';
import { rememberVisit, useRecent, type PaletteItem } from '@/shell/recent';
import { recordSources } from './record-sources';
import { PALETTE_STYLES } from './palette-styles';
import { useRecordSearch } from './use-record-search';

export interface CommandPaletteProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Go to a screen or find a record, by keyboard: cmdk's combobox (the input owns the list through
 * aria-activedescendant) in a dialog that traps focus and gives it back on close.
 */
export default function CommandPalette({ open, onClose }: CommandPaletteProps) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { menu, palette } = useAssembly();
  const check = usePermissionCheck();
  const flagOn = useFlagCheck();
  const recent = useRecent();
  const [text, setText] = useState('');

  const screens = useMemo(() => {
    const allowed = (required: readonly string[]) => check(required);
    return destinations(menu, palette, allowed, flagOn).map<PaletteItem & { keywords: readonly string[] }>(
      (d) => ({
        key: d.id,
        label: translate(d.label),
        kind: translate('app.palette.screen'),
        href: d.href,
        keywords: d.keywords,
      }),
    );
  }, [menu, palette, check, flagOn, translate]);
  const sources = useMemo(() => recordSources(entities, (required) => check(required)), [check]);
  const kindOf = (entity: string) => translate(`resources.${entity}.name`, { smart_count: 1 });
  const records = useRecordSearch(sources, text, kindOf);

  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  const shownScreens = screens.filter((s) => matches(words, s.label, s.keywords));
  const shownRecent = recent.filter((r) => matches(words, r.label, [r.href, r.kind]));
  const seen = new Set(shownRecent.map((r) => r.key));
  const groups: Array<[string, readonly PaletteItem[]]> = [
    [translate('app.palette.recent'), shownRecent],
    [translate('app.palette.screens'), shownScreens.filter((s) => !seen.has(s.key))],
    [translate('app.palette.records'), records.items.filter((r) => !seen.has(r.key))],
  ];
  const count = groups.reduce((n, [, items]) => n + items.length, 0);

  const go = (item: PaletteItem) => {
    rememberVisit({ key: item.key, label: item.label, kind: item.kind, href: item.href });
    onClose();
    navigate(item.href);
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      slotProps={{
        paper: { 'aria-label': translate('app.palette.title') },
        transition: { onExited: () => setText('') },
      }}
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-start', pt: '12vh' } }}
    >
      <Box
        component={Command}
        label={translate('app.palette.placeholder')}
        shouldFilter={false}
        loop
        sx={PALETTE_STYLES}
      >
        <Command.Input
          autoFocus
          value={text}
          onValueChange={setText}
          placeholder={translate('app.palette.placeholder')}
        />
        <Command.List aria-label={translate('app.palette.results')}>
          {count === 0 && !records.searching && (
            <Command.Empty>{translate('app.palette.nothing')}</Command.Empty>
          )}
          {groups.map(([heading, items]) =>
            items.length === 0 ? null : (
              <Command.Group key={heading} heading={heading}>
                {items.map((item) => (
                  <Command.Item key={item.key} value={item.key} onSelect={() => go(item)}>
                    <span>
                      {item.label}
                      {item.detail && (
                        <Typography component="span" variant="caption" color="text.secondary" display="block">
                          {item.detail}
                        </Typography>
                      )}
                    </span>
                    <Typography component="span" variant="caption" color="text.secondary">
                      {item.kind}
                    </Typography>
                  </Command.Item>
                ))}
              </Command.Group>
            ),
          )}
        </Command.List>
      </Box>
      <Box role="status" sx={visuallyHidden}>
        {records.searching
          ? translate('app.palette.searching')
          : translate('app.palette.count', { smart_count: count })}
      </Box>
    </Dialog>
  );
}
