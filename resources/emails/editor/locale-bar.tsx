import '../texts';
import { Button, Menu, MenuItem, Stack, Tab, Tabs } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { queryKeys } from '@/data';

/** The locales the console knows (`/locales`), by code, with their names. */
export function useLocaleNames(): Map<string, string> {
  const dataProvider = useDataProvider();
  const query = useQuery({
    queryKey: queryKeys('locales').custom('email-locales'),
    queryFn: async () =>
      (
        await dataProvider.getList('locales', {
          pagination: { page: 1, perPage: 100 },
          sort: { field: 'name', order: 'ASC' },
          filter: {},
        })
      ).data,
    staleTime: Infinity,
  });
  return new Map((query.data ?? []).map((l) => [String(l.code), String(l.name)]));
}

interface Props {
  locales: string[];
  current: string;
  onChange(locale: string): void;
  onAdd(locale: string): void;
}

/** The email's locales as tabs (the one being edited), and adding another. */
export function LocaleBar({ locales, current, onChange, onAdd }: Props) {
  const translate = useTranslate();
  const names = useLocaleNames();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const others = [...names.keys()].filter((c) => !locales.includes(c));
  const name = (code: string) => names.get(code) ?? code;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Tabs
        value={current}
        onChange={(_, l: string) => onChange(l)}
        aria-label={translate('emails.editor.locales')}
        variant="scrollable"
      >
        {locales.map((l, i) => (
          <Tab
            key={l}
            value={l}
            label={i === 0 ? translate('emails.editor.default_locale', { name: name(l) }) : name(l)}
          />
        ))}
      </Tabs>
      <Button
        size="small"
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
        disabled={others.length === 0}
      >
        {translate('emails.editor.add_locale')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {others.map((c) => (
          <MenuItem
            key={c}
            onClick={() => {
              setAnchor(null);
              onAdd(c);
            }}
          >
            {name(c)}
          </MenuItem>
        ))}
      </Menu>
    </Stack>
  );
}
