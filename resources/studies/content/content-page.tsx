import { localeName } from '@/i18n';
import '../texts';
import { Chip, Link, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { retryUnlessFinal } from '@/http';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { DataTable, usePageTitle } from '@/ui';
import { getContent, getStudy, studyKeys } from '../api';
import { QueryState } from '../shared/query-state';
import { hasText } from '../readiness';
import { StudyNav } from '../shared/study-nav';
import { contentItemName, type ContentItem } from '../types';

/** `/studies/{id}/content`: the study's content items, and which locales each is written in. */
export default function ContentPage() {
  const translate = useTranslate();
  const id = useParams().study_id ?? '';
  const study = useQuery({ queryKey: studyKeys.record(id), queryFn: () => getStudy(id) });
  const content = useQuery({
    queryKey: studyKeys.content(id),
    queryFn: () => getContent(id),
    retry: retryUnlessFinal,
  });
  usePageTitle(
    study.data
      ? `${study.data.title}: ${translate('studies.content.title')}`
      : translate('studies.content.title'),
  );
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Typography variant="h4" component="h1">
        {study.data
          ? `${study.data.title}: ${translate('studies.content.title')}`
          : translate('studies.content.title')}
      </Typography>
      <StudyNav studyId={id} />
      <QueryState {...study}>
        {(s) => (
          <QueryState {...content}>
            {(items) => (
              <Paper variant="outlined">
                <DataTable
                  rows={items}
                  size="medium"
                  label={translate('studies.content.title')}
                  // The headings alone, as before, when the study has no content items yet.
                  empty={null}
                  columns={[
                    {
                      id: 'item',
                      header: translate('studies.content.item'),
                      cell: (item) => (
                        <Link
                          component={RouterLink}
                          to={`/studies/${encodeURIComponent(id)}/content/${item.id}`}
                        >
                          {contentItemName(item, s.primary_locale)}
                        </Link>
                      ),
                    },
                    ...s.locales.map((l) => ({
                      id: `locale-${l}`,
                      header: localeName(l),
                      cell: (item: ContentItem) =>
                        hasText(item.title[l]) && hasText(item.body[l]) ? (
                          <Chip size="small" color="success" label={translate('studies.content.written')} />
                        ) : (
                          <Link
                            component={RouterLink}
                            to={`/studies/${encodeURIComponent(id)}/content/${item.id}?locale=${l}`}
                          >
                            {translate('studies.content.missing')}
                          </Link>
                        ),
                    })),
                  ]}
                />
              </Paper>
            )}
          </QueryState>
        )}
      </QueryState>
    </Stack>
  );
}
