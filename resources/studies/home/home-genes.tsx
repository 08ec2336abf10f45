import '../texts';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Paper, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { DataTable } from '@/ui';
import { getGenes, getVariants, studyKeys } from '../api';
import { QueryState } from '../shared/query-state';
import type { Gene, GeneVariant } from '../types';

const COLUMNS = ['rsid', 'hgvs', 'consequence', 'clinical_significance'] as const;

/** A variant's field as text; the contract asks only for its id, so any field may be missing. */
const cell = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '—';

function Variants({ gene }: { gene: string }) {
  const translate = useTranslate();
  const variants = useQuery({ queryKey: studyKeys.variants(gene), queryFn: () => getVariants(gene) });
  return (
    <QueryState {...variants}>
      {(list) => (
        <DataTable
          rows={list}
          label={translate('studies.genes.variants_of', { gene })}
          // No rows: the headings alone, as the table has always shown them.
          empty={null}
          columns={COLUMNS.map((c) => ({
            id: c,
            header: translate(`studies.genes.column.${c}`),
            cell: (v: GeneVariant) => cell(v[c]),
          }))}
        />
      )}
    </QueryState>
  );
}

/** A gene whose variants load when it is opened. */
function GeneItem({ gene }: { gene: Gene }) {
  const [open, setOpen] = useState(false);
  return (
    <Accordion expanded={open} onChange={(_, next) => setOpen(next)} disableGutters>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography component="h3">{gene.name}</Typography>
      </AccordionSummary>
      <AccordionDetails>{open && <Variants gene={gene.name} />}</AccordionDetails>
    </Accordion>
  );
}

/** The genes the study looks at, each with its known variants. */
export function HomeGenes({ studyId }: { studyId: string }) {
  const translate = useTranslate();
  const genes = useQuery({ queryKey: studyKeys.genes(studyId), queryFn: () => getGenes(studyId) });
  return (
    <Paper variant="outlined" component="section" aria-labelledby="study-genes" sx={{ p: 2 }}>
      <Typography id="study-genes" variant="h6" component="h2" gutterBottom>
        {translate('studies.genes.title')}
      </Typography>
      <QueryState {...genes}>
        {(list) =>
          list.length === 0 ? (
            <Typography>{translate('studies.genes.none')}</Typography>
          ) : (
            list.map((g) => <GeneItem key={g.id} gene={g} />)
          )
        }
      </QueryState>
    </Paper>
  );
}
