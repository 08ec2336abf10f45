import '../texts';
import { Accordion, AccordionDetails, AccordionSummary, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '@/i18n';
import type { MigrationLogEntry } from './migrations-types';

const COLOUR: Readonly<Record<string, string>> = {
  info: 'text.primary',
  warning: 'warning.dark',
  error: 'error.main',
};

/** A migration's log, folded away until asked for. */
export function MigrationLog({ entries }: { entries: readonly MigrationLogEntry[] }) {
  const translate = useTranslate();
  if (entries.length === 0) return null;
  return (
    <Accordion disableGutters variant="outlined">
      <AccordionSummary>{translate('labs.migrations.log', { count: entries.length })}</AccordionSummary>
      <AccordionDetails>
        <Typography
          component="ol"
          variant="body2"
          sx={{ m: 0, pl: 0, listStyle: 'none', fontFamily: 'monospace' }}
        >
          {entries.map((e, i) => (
            <Typography
              component="li"
              variant="body2"
              key={i}
              sx={{
                color: Object.hasOwn(COLOUR, e.level) ? COLOUR[e.level] : undefined,
                fontFamily: 'inherit',
              }}
            >
              {formatDateTime(e.at)} {translate(`labs.migrations.level.${e.level}`, { _: e.level })}:{' '}
              {e.message}
            </Typography>
          ))}
        </Typography>
      </AccordionDetails>
    </Accordion>
  );
}
