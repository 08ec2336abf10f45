import type { SeedLink, SeedTables } from '@/mocks/db';
import { CONDITIONS } from '@/mocks/db/catalogues';
import type { RowCtx } from '@/mocks/db/fields';
import * as v from '@/mocks/db/values';
import type { Row } from '@/mocks/lib/respond';
import { hash } from '@/mocks/lib/rng';

/**
 * Every fourth study has a draft, half of those checked out by Stella Staff; study 2's draft is
 * held by Sam Super, so the demo always shows a lock held by another account. Hashed, not drawn,
 * so the other seeded values stay as they were.
 */
function draftAndLock(id: number): Row {
  if (id === 2) return { has_draft: true, locked_by: 1 };
  const h = hash(`study-draft-${id}`);
  const draft = id !== 1 && h % 4 === 0;
  return { has_draft: draft, locked_by: draft && (h >> 3) % 2 === 0 ? 2 : null };
}

/** Start and end around today, not the fixed anchor: some studies must always be running, some archived. */
function study(c: RowCtx): Row {
  const today = Math.floor(Date.now() / v.DAY) * v.DAY;
  const start = today - c.rng.int(-180, 4 * 365) * v.DAY;
  const end = start + c.rng.int(90, 1100) * v.DAY;
  const p = c.person();
  const condition = c.rng.pick(CONDITIONS);
  return {
    key: v.code('STUDY', c.id),
    title: `${condition}: ${v.title(c.rng, c.pools)} study`,
    start: v.isoDate(start),
    end: v.isoDate(end),
    researcher: `Dr ${p.first} ${p.last}`,
    researcher_email: v.email(p.first, p.last, c.id, 'research.example.ac.uk'),
    currency: 'GBP',
    primary_locale: 'en-gb',
    ...draftAndLock(c.id),
    version: c.rng.int(1, 4),
    ...(c.rng.chance(0.7)
      ? { is_published: true, published: v.isoTime(c.createdAt) }
      : { is_published: false, published: null }),
  };
}

/**
 * Links to tables a study's generator cannot see, each table being drawn from its own random
 * stream (the kernel's `SeedLink`).
 */
const links: Readonly<Record<string, SeedLink>> = {
  // A study joins through one of its own flows: the drawn flow when it is one, else the study's
  // first flow, else none. A flow of another study would show every demo study with the
  // "belongs to another study" warning on its joining flow.
  studies: (studies, seedOf) => {
    const byStudy = new Map<string, Row[]>();
    for (const flow of seedOf('flows')) {
      const key = String(flow.study_id);
      const own = byStudy.get(key);
      if (own) own.push(flow);
      else byStudy.set(key, [flow]);
    }
    return studies.map((study) => {
      const own = byStudy.get(String(study.id)) ?? [];
      const drawn = own.find((f) => f.id === study.joining_flow_id);
      const joining = drawn ?? own[0];
      const id = joining ? joining.id : null;
      return id === study.joining_flow_id || !('joining_flow_id' in study)
        ? study
        : Object.freeze({ ...study, joining_flow_id: id });
    });
  },
};

/** The studies area's entities in the seed: studies around today, joining through their own flows. */
export const seedTables: SeedTables = { overrides: { studies: study }, links };
