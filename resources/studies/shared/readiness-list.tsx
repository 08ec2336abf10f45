import '../texts';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { Box, Link, List, ListItem, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { gapLink, readiness, type Gap } from '../readiness';
import type { VersionTexts } from '../types';

/**
 * Per locale of a version: complete, or each missing text, linked to where it is filled when the
 * version is a draft (a published version's gaps are only listed).
 */
export function ReadinessList({
  studyId,
  version,
  linked,
}: {
  studyId: string;
  version: VersionTexts;
  linked: boolean;
}) {
  const translate = useTranslate();
  const gapText = (gap: Gap) =>
    gap.kind === 'field'
      ? translate(`studies.fields.${gap.field}`)
      : translate(`studies.readiness.content_${gap.part}`, { item: gap.contentKey });
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        {translate('studies.readiness.title')}
      </Typography>
      <Typography>
        {translate('studies.readiness.content_items', { count: version.content.length })}
      </Typography>
      {readiness(version).map((r) => (
        <Box
          key={r.locale}
          component="section"
          aria-label={translate('studies.readiness.locale', { locale: r.locale })}
        >
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            {r.complete ? (
              <CheckCircleIcon color="success" aria-hidden />
            ) : (
              <ErrorOutlineIcon color="warning" aria-hidden />
            )}
            <Typography component="h3" sx={{ fontWeight: 600 }}>
              {r.complete
                ? translate('studies.readiness.complete', { locale: r.locale })
                : translate('studies.readiness.missing', { locale: r.locale, count: r.gaps.length })}
            </Typography>
          </Stack>
          {!r.complete && (
            <List dense sx={{ pl: 4 }}>
              {r.gaps.map((gap) => (
                <ListItem
                  key={`${gap.kind}-${gap.kind === 'field' ? gap.field : `${gap.contentId}-${gap.part}`}`}
                  disableGutters
                >
                  {linked ? (
                    <Link component={RouterLink} to={gapLink(studyId, r.locale, gap)}>
                      {gapText(gap)}
                    </Link>
                  ) : (
                    gapText(gap)
                  )}
                </ListItem>
              ))}
            </List>
          )}
        </Box>
      ))}
    </Stack>
  );
}
