import type { SeedTables } from '@/mocks/db';
import type { RowCtx } from '@/mocks/db/fields';
import * as v from '@/mocks/db/values';
import type { Row } from '@/mocks/lib/respond';

function template(c: RowCtx): Row {
  const subject = v.title(c.rng, c.pools);
  const body = v.sentences(c.rng, c.pools, 2, 3);
  return {
    name: `${subject} email`,
    email_subject: subject,
    html_template: `<h1>${subject}</h1><p>${body}</p>`,
    plain_text_template: `${subject}\n\n${body}`,
    json_template: {
      rows: [
        { type: 'heading', text: subject },
        { type: 'text', text: body },
      ],
    },
  };
}

/** A segment's saved user query, in the shape the users filter takes. */
const segment = (c: RowCtx): Row => ({
  query: { registration_source: c.rng.pick(['web', 'ios', 'android', 'partner']), is_site: false },
});

/** The emails area's entities in the seed: templates with a body in every format, and segments. */
export const seedTables: SeedTables = { overrides: { templates: template, segments: segment } };
