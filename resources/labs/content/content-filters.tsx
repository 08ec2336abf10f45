import '../texts';
import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ContentFilter, StateFilter } from './content-rules';
import type { ContentLocale } from './content-types';

const STATES: StateFilter[] = ['all', 'needs_work', 'missing', 'stale'];

interface ContentFiltersProps {
  filter: ContentFilter;
  namespaces: readonly string[];
  locales: readonly ContentLocale[];
  onChange: (name: keyof ContentFilter, value: string) => void;
}

export function ContentFilters({ filter, namespaces, locales, onChange }: ContentFiltersProps) {
  const translate = useTranslate();
  const select = { select: { displayEmpty: true }, inputLabel: { shrink: true } };
  return (
    <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap>
      <TextField
        type="search"
        size="small"
        label={translate('labs.content.search')}
        value={filter.search}
        onChange={(e) => onChange('search', e.target.value)}
      />
      <TextField
        select
        size="small"
        sx={{ minWidth: 180 }}
        label={translate('labs.content.namespace')}
        slotProps={select}
        value={filter.namespace}
        onChange={(e) => onChange('namespace', e.target.value)}
      >
        <MenuItem value="">{translate('labs.content.all_namespaces')}</MenuItem>
        {namespaces.map((n) => (
          <MenuItem key={n} value={n}>
            {n}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        sx={{ minWidth: 180 }}
        label={translate('labs.content.locale')}
        slotProps={select}
        value={filter.locale}
        onChange={(e) => onChange('locale', e.target.value)}
      >
        <MenuItem value="">{translate('labs.content.all_locales')}</MenuItem>
        {locales.map((l) => (
          <MenuItem key={l.code} value={l.code}>
            {l.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        sx={{ minWidth: 200 }}
        label={translate('labs.content.show')}
        value={filter.state}
        onChange={(e) => onChange('state', e.target.value)}
      >
        {STATES.map((s) => (
          <MenuItem key={s} value={s}>
            {translate(`labs.content.filter.${s}`)}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
