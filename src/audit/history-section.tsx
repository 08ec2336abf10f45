import './texts';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { RecordHistory } from './history-panel';

interface HistorySectionProps {
  entity: string;
  id: string | number;
  canRevert?: boolean;
}

/**
 * The History of a record page, folded until opened: most visits do not need it, and a closed
 * section asks the server nothing.
 */
export function HistorySection({ entity, id, canRevert }: HistorySectionProps) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const headingId = useId();
  return (
    <Accordion expanded={open} onChange={(_, next) => setOpen(next)} sx={{ mt: 2 }} disableGutters>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`${headingId}-panel`} id={headingId}>
        <Typography component="h2" variant="h6">
          {translate('audit.history.title')}
        </Typography>
      </AccordionSummary>
      <AccordionDetails id={`${headingId}-panel`}>
        {open && <RecordHistory entity={entity} id={id} canRevert={canRevert} />}
      </AccordionDetails>
    </Accordion>
  );
}
