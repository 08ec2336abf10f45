import { Box, Link } from '@mui/material';
import { useId, type MouseEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { EntitySchema, FieldDef } from '../types';
import { fieldKey, humanize } from '../widgets/labels';

/** A form with more fields than this gets a list of its sections at the top. */
export const LONG_FORM_FIELDS = 12;

/** Field types that form a section of their own: several inputs, or one large editor. */
const SECTION_TYPES: ReadonlySet<FieldDef['type']> = new Set(['address', 'localeText', 'richText', 'json']);

export const sectionAnchorId = (source: string) => `form-section-${source}`;

export interface FormSection {
  /** The anchor placed before the section's first field. */
  id: string;
  source: string;
  /** The field whose label names the section; none for the opening "Details". */
  field: FieldDef | null;
}

/**
 * The sections of a long form, in field order: "Details" where the form starts, then every field
 * that is a section of its own. A short form has none: it fits the window without jumping.
 */
export function formSections(fields: readonly FieldDef[]): FormSection[] {
  const first = fields[0];
  if (fields.length <= LONG_FORM_FIELDS || !first) return [];
  const own = fields.filter((f) => SECTION_TYPES.has(f.type) && f !== first);
  if (own.length === 0) return [];
  const details: FormSection = { id: sectionAnchorId(first.source), source: first.source, field: null };
  return [details, ...own.map((f) => ({ id: sectionAnchorId(f.source), source: f.source, field: f }))];
}

/** Scrolls to a section and puts the focus on its first input, as a keyboard user expects. */
function jump(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const anchor = document.getElementById(id);
  if (!anchor) return;
  event.preventDefault();
  anchor.scrollIntoView({ block: 'start' });
  const target = anchor.nextElementSibling?.querySelector<HTMLElement>(
    'input:not([type="hidden"]), textarea, [contenteditable="true"], [role="combobox"], button',
  );
  target?.focus({ preventScroll: true });
}

/** "Jump to": links to the sections of a long form, placed above its first field. */
export function FormSectionLinks({ schema, sections }: { schema: EntitySchema; sections: FormSection[] }) {
  const translate = useTranslate();
  const headingId = useId();
  if (sections.length === 0) return null;
  const nameOf = (s: FormSection) =>
    s.field
      ? translate(fieldKey(schema, s.field.source), { _: humanize(s.field.source) })
      : translate('engine.form.details');
  return (
    <Box
      component="nav"
      aria-labelledby={headingId}
      sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, width: '100%', mb: 2, typography: 'body2' }}
    >
      <Box component="span" id={headingId} sx={{ color: 'text.secondary' }}>
        {translate('engine.form.sections')}
      </Box>
      <Box
        component="ul"
        sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, listStyle: 'none', p: 0, m: 0 }}
      >
        {sections.map((s) => (
          <li key={s.id}>
            <Link href={`#${s.id}`} onClick={(e) => jump(e, s.id)}>
              {nameOf(s)}
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}

/** Where a section starts: the target of its link, kept clear of the app bar when scrolled to. */
export function SectionAnchor({ id }: { id: string }) {
  return <Box id={id} sx={{ scrollMarginTop: 72, height: 0, width: '100%' }} />;
}
