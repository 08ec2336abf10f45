import '../texts';
import { Chip, Link, List, ListItem, ListItemText, Paper, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { contentRead, flowsRead } from './home-reads';
import { hasText } from '../readiness';
import { QueryState } from '../shared/query-state';
import { contentItemName, type StudyRecord } from '../types';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 2, flex: 1, minWidth: 0 }}>
      <Typography id={id} variant="h6" component="h2">
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** The study's content items with how many of its locales each is written in. */
export function HomeContent({ study }: { study: StudyRecord }) {
  const translate = useTranslate();
  const id = String(study.id);
  const content = useQuery(contentRead(id));
  return (
    <Section id="study-content" title={translate('studies.content.title')}>
      <QueryState {...content}>
        {(items) => (
          <List dense>
            {items.map((item) => {
              const done = study.locales.filter(
                (l) => hasText(item.title[l]) && hasText(item.body[l]),
              ).length;
              return (
                <ListItem key={item.id} disableGutters>
                  <ListItemText
                    primary={
                      <Link component={RouterLink} to={`/studies/${id}/content/${item.id}`}>
                        {contentItemName(item, study.primary_locale)}
                      </Link>
                    }
                    secondary={translate('studies.content.translated', { done, all: study.locales.length })}
                  />
                </ListItem>
              );
            })}
          </List>
        )}
      </QueryState>
    </Section>
  );
}

/** The study's flows, each opening the flow editor, and the study's full flows list. */
export function HomeFlows({ studyId }: { studyId: string }) {
  const translate = useTranslate();
  const flows = useQuery(flowsRead(studyId));
  return (
    <Section id="study-flows" title={translate('studies.flows.title')}>
      <QueryState {...flows}>
        {(list) => (
          <List dense>
            {list.length === 0 && <ListItem disableGutters>{translate('studies.flows.none')}</ListItem>}
            {list.map((flow) => (
              <ListItem key={flow.id} disableGutters sx={{ gap: 1 }}>
                <Link component={RouterLink} to={`/studies/flow/${flow.id}`}>
                  {flow.title ?? `#${flow.id}`}
                </Link>
                <Chip
                  size="small"
                  label={translate(
                    flow.state === 'published' ? 'studies.flows.published' : 'studies.flows.draft',
                  )}
                />
              </ListItem>
            ))}
          </List>
        )}
      </QueryState>
      <Link component={RouterLink} to={`/studies/${encodeURIComponent(studyId)}/flows`}>
        {translate('studies.flows.all')}
      </Link>
    </Section>
  );
}
