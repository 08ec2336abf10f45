import '../texts';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import {
  IconButton,
  MenuItem,
  Paper,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Tooltip,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { THEMES, type Section } from '../types';

export type SectionAction = 'up' | 'down' | 'duplicate' | 'remove';

interface Props {
  section: Section;
  index: number;
  count: number;
  onColumns(id: string, n: number): void;
  onBackground(id: string, background: Section['background']): void;
  onAction(id: string, action: SectionAction): void;
  children: React.ReactNode;
}

/** A row of the email: one to three columns, a background, and its own actions. */
export function SectionCard({ section, index, count, onColumns, onBackground, onAction, children }: Props) {
  const translate = useTranslate();
  const name = translate('emails.editor.section', { n: index + 1 });
  const button = (a: SectionAction, label: string, icon: React.ReactNode, disabled = false) => (
    <Tooltip title={label}>
      <span>
        <IconButton
          size="small"
          aria-label={`${label}: ${name}`}
          disabled={disabled}
          onClick={() => onAction(section.id, a)}
        >
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
  return (
    <Paper component="section" aria-label={name} variant="outlined" sx={{ p: 1.5 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="subtitle2" component="h2" sx={{ flexGrow: 1 }}>
          {name}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={section.columns.length}
          onChange={(_, n: number | null) => n && onColumns(section.id, n)}
          aria-label={translate('emails.editor.columns', { section: name })}
        >
          {[1, 2, 3].map((n) => (
            <ToggleButton
              key={n}
              value={n}
              // A digit alone left the button 23 px wide: under the 24 px a pointer target needs.
              sx={{ minWidth: 32 }}
              aria-label={translate('emails.editor.column_count', { smart_count: n })}
            >
              {n}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <TextField
          select
          size="small"
          label={translate('emails.editor.background')}
          value={section.background}
          onChange={(e) => onBackground(section.id, e.target.value as Section['background'])}
          sx={{ minWidth: 130 }}
        >
          <MenuItem value="none">{translate('emails.theme.none')}</MenuItem>
          {THEMES.map((t) => (
            <MenuItem key={t} value={t}>
              {translate(`emails.theme.${t}`)}
            </MenuItem>
          ))}
        </TextField>
        {button('up', translate('emails.editor.move_up'), <ArrowUpwardIcon fontSize="small" />, index === 0)}
        {button(
          'down',
          translate('emails.editor.move_down'),
          <ArrowDownwardIcon fontSize="small" />,
          index === count - 1,
        )}
        {button('duplicate', translate('emails.editor.duplicate'), <ContentCopyIcon fontSize="small" />)}
        {button('remove', translate('emails.editor.remove'), <DeleteIcon fontSize="small" />)}
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5}>
        {children}
      </Stack>
    </Paper>
  );
}
