import './texts';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Button,
  Chip,
  CircularProgress,
  Stack,
  Typography,
} from '@mui/material';
import { lazy, Suspense, useId, useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { useEntityAccess } from '@/engine/screens';
import type { FilterQuery } from '@/ui/query-builder';
import { entityNamed } from '@schemas/index';
import { SaveSegmentDialog } from './save-segment-dialog';
import { SegmentLoader } from './segment-loader';

const segments = entityNamed('segments');
// The builder (its widgets, lookups and live count) loads when the panel is first opened: the list
// below never waits for it.
const UserQueryBuilder = lazy(() =>
  import('@/domain/user-query/user-query-builder').then((m) => ({ default: m.UserQueryBuilder })),
);
const same = (a: FilterQuery | null, b: FilterQuery | null) => JSON.stringify(a) === JSON.stringify(b);

interface FilterPanelProps {
  applied: FilterQuery | null;
  onApply(query: FilterQuery | null): void;
}

/**
 * "Filter builder" above the users list: conditions edited with their live count, applied to the
 * list (server side, from page 1), saved as a segment or loaded from one, or cleared. Closed, it
 * holds only its title: nothing inside it loads or asks the server until it is opened.
 */
export function FilterPanel({ applied, onApply }: FilterPanelProps) {
  const translate = useTranslate();
  const summaryId = useId();
  const { setPage, onUnselectItems } = useListContext();
  const access = useEntityAccess(segments);
  const [open, setOpen] = useState(applied !== null);
  const [draft, setDraft] = useState<FilterQuery | null>(applied);
  const [saving, setSaving] = useState(false);

  const apply = (query: FilterQuery | null) => {
    // Rows picked under other conditions must not be reached by a bulk action.
    onUnselectItems();
    onApply(query);
    setPage(1);
  };
  const load = (query: FilterQuery) => {
    setDraft(query);
    apply(query);
  };
  const changed = !same(draft, applied);

  return (
    <Accordion
      expanded={open}
      onChange={(_, expanded) => setOpen(expanded)}
      variant="outlined"
      disableGutters
      slotProps={{ heading: { component: 'h2' }, transition: { unmountOnExit: true } }}
      sx={{ mb: 1 }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id={summaryId}>
        <Typography component="span" sx={{ fontWeight: 500 }}>
          {translate('users.filter.title')}
        </Typography>
        {applied && (
          <Chip size="small" color="primary" label={translate('users.filter.active')} sx={{ ml: 1 }} />
        )}
      </AccordionSummary>
      <AccordionDetails>
        <Stack spacing={2}>
          <Suspense fallback={<CircularProgress size={24} aria-label={translate('users.filter.loading')} />}>
            <UserQueryBuilder value={draft} onChange={setDraft} showCount />
          </Suspense>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            <Button variant="contained" disabled={!changed} onClick={() => apply(draft)}>
              {translate('users.filter.apply')}
            </Button>
            <Button
              disabled={draft === null && applied === null}
              onClick={() => {
                setDraft(null);
                apply(null);
              }}
            >
              {translate('users.filter.clear')}
            </Button>
            {access.create && (
              <Button disabled={draft === null} onClick={() => setSaving(true)}>
                {translate('users.filter.save')}
              </Button>
            )}
            {access.list && <SegmentLoader onLoad={load} />}
          </Stack>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {translate(
              changed ? 'users.filter.not_applied' : applied ? 'users.filter.applied' : 'users.filter.none',
            )}
          </Typography>
        </Stack>
      </AccordionDetails>
      {draft && <SaveSegmentDialog open={saving} query={draft} onClose={() => setSaving(false)} />}
    </Accordion>
  );
}
