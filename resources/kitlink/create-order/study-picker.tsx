import '../texts';
import { Autocomplete, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { retryUnlessFinal } from '@/http';
import { getOverview, kitlinkKeys } from '../api';
import type { Named } from '../types';

/**
 * The studies an order may be placed for, as KitLink's overview names them: a call every KitLink
 * account may make, so an orders-only account needs no studies permission to place an order.
 * The same query as the overview page's first load, so it is usually answered from the cache.
 */
export function useOrderStudies() {
  return useQuery({
    queryKey: kitlinkKeys.overview({}),
    queryFn: () => getOverview({}),
    retry: retryUnlessFinal,
    select: (o) => o.studies,
  });
}

/** A searchable choice among every study: typing filters by title. */
export function StudyPicker({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const translate = useTranslate();
  const studies = useOrderStudies();
  const options: Named[] = studies.data ?? [];
  const chosen = options.find((s) => String(s.id) === value) ?? null;
  return (
    <Autocomplete
      value={chosen}
      options={options}
      loading={studies.isPending}
      getOptionLabel={(s) => s.name}
      getOptionKey={(s) => String(s.id)}
      isOptionEqualToValue={(a, b) => String(a.id) === String(b.id)}
      onChange={(_e, s) => onChange(s ? String(s.id) : '')}
      sx={{ maxWidth: 480 }}
      renderInput={(params) => (
        <TextField
          {...params}
          required
          label={translate('kitlink.column.study')}
          helperText={studies.isError ? undefined : translate('kitlink.create.study_search')}
          error={studies.isError}
        />
      )}
    />
  );
}
