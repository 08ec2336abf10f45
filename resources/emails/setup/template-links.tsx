import '../texts';
import { Link, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

export interface LinkedTemplate {
  id: number | string;
  name: string;
  is_active?: boolean;
}

/** The templates a trigger sends or a segment feeds, each opening in the email editor. */
export function TemplateLinks(props: {
  title: string;
  none: string;
  templates: readonly LinkedTemplate[];
  /** Marks the inactive ones: what a trigger would send is only what is active. */
  markInactive?: boolean;
}) {
  const translate = useTranslate();
  return (
    <div>
      <Typography variant="subtitle2" component="h3">
        {props.title}
      </Typography>
      {props.templates.length === 0 ? (
        <Typography variant="body2">{props.none}</Typography>
      ) : (
        <Stack component="ul" sx={{ m: 0, pl: 2.5 }}>
          {props.templates.map((t) => (
            <li key={t.id}>
              <Link component={RouterLink} to={`/templates/${t.id}`}>
                {t.name}
              </Link>
              {props.markInactive && t.is_active === false && ` (${translate('emails.status.inactive')})`}
            </li>
          ))}
        </Stack>
      )}
    </div>
  );
}
