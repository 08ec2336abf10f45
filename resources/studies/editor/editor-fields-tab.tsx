import '../texts';
import { Box, Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { FieldInput } from './field-input';
import { SECTIONS } from './editor-sections';
import type { StudyFields } from '../types';

interface Props {
  value: StudyFields;
  errors: Partial<Record<keyof StudyFields, string>>;
  disabled: boolean;
  onChange: (key: keyof StudyFields, value: StudyFields[keyof StudyFields]) => void;
  onUnfinished: (key: string, focus: (() => void) | null) => void;
}

/** Every study field, section by section, two columns where the window allows. */
export function EditorFieldsTab({ value, errors, disabled, onChange, onUnfinished }: Props) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
      {SECTIONS.map((section) => (
        <Paper
          key={section.id}
          variant="outlined"
          component="section"
          aria-labelledby={`study-section-${section.id}`}
          sx={{ p: 2, display: 'grid', gap: 2, alignContent: 'start' }}
        >
          <Typography id={`study-section-${section.id}`} variant="h6" component="h2">
            {translate(`studies.editor.section.${section.id}`)}
          </Typography>
          {section.fields.map((def) => (
            <FieldInput
              key={def.key}
              def={def}
              value={value[def.key]}
              error={errors[def.key]}
              disabled={disabled}
              onChange={onChange}
              onUnfinished={onUnfinished}
            />
          ))}
        </Paper>
      ))}
    </Box>
  );
}
