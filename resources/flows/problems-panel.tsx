import {
  Alert,
  Link as MuiLink,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Typography,
} from '@mui/material';
import ErrorIcon from '@mui/icons-material/Error';
import WarningIcon from '@mui/icons-material/Warning';
import { memo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Problem } from './checks';
import type { Block } from './types';
import './texts';

export interface ProblemsPanelProps {
  problems: readonly Problem[];
  blocks: readonly Block[];
  blockPath(id: number): string;
}

/**
 * One finding. Drawn from its words and link alone, so a keystroke that renames one block redraws
 * that block's findings, not the hundreds a long flow may have.
 */
const ProblemRow = memo(function ProblemRow({
  error,
  text,
  to,
}: {
  error: boolean;
  text: string;
  to: string | null;
}) {
  const translate = useTranslate();
  return (
    <ListItem disableGutters>
      <ListItemIcon sx={{ minWidth: 28 }}>
        {error ? (
          <ErrorIcon color="error" fontSize="small" titleAccess={translate('flows.checks.error')} />
        ) : (
          <WarningIcon color="warning" fontSize="small" titleAccess={translate('flows.checks.warning')} />
        )}
      </ListItemIcon>
      <ListItemText
        primary={
          to === null ? (
            text
          ) : (
            <MuiLink component={Link} to={to}>
              {text}
            </MuiLink>
          )
        }
      />
    </ListItem>
  );
});

interface Words {
  heading: string | undefined;
  translate: ReturnType<typeof useTranslate>;
  text: string;
}

/** What the checks found, errors first, each linking to its block. */
export const ProblemsPanel = memo(function ProblemsPanel({
  problems,
  blocks,
  blockPath,
}: ProblemsPanelProps) {
  const translate = useTranslate();
  // A long flow has hundreds of findings, and the flow is new on every keystroke: a finding's
  // words are kept while its block's heading stays, instead of being put together again each time.
  const [words] = useState(() => new WeakMap<Problem, Words>());
  const headings = new Map(blocks.map((b) => [b.id, b.heading]));
  const textOf = (p: Problem) => {
    const heading = p.blockId === null ? '' : headings.get(p.blockId);
    const known = words.get(p);
    if (known !== undefined && known.heading === heading && known.translate === translate) return known.text;
    const text = translate(`flows.check.${p.code}`, {
      ...p.args,
      block:
        p.blockId === null || heading === undefined
          ? heading
          : heading || translate('flows.outline.no_heading'),
    });
    words.set(p, { heading, translate, text });
    return text;
  };
  const sorted = [...problems].sort((a, b) =>
    a.severity === b.severity ? 0 : a.severity === 'error' ? -1 : 1,
  );
  return (
    <section aria-labelledby="flow-checks-title">
      <Typography id="flow-checks-title" variant="subtitle1" component="h2">
        {translate('flows.checks.title')}
      </Typography>
      {sorted.length === 0 ? (
        <Alert severity="success">{translate('flows.checks.none')}</Alert>
      ) : (
        <List dense aria-labelledby="flow-checks-title">
          {sorted.map((p, i) => (
            <ProblemRow
              key={i}
              error={p.severity === 'error'}
              text={textOf(p)}
              to={p.blockId === null ? null : blockPath(p.blockId)}
            />
          ))}
        </List>
      )}
    </section>
  );
});
