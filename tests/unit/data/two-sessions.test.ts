import { http } from 'msw';
import { entities } from '@/app/registry';
import { setToken } from '@/auth';
import {
  conflictFields,
  createDataProvider,
  isVersionConflict,
  mergeValues,
  sameValue,
  type ConflictField,
  type Side,
} from '@/data';
import { find } from '@/mocks/db';
import { tokenFor } from '@/mocks/node';
import { server } from './helpers';

type Row = Record<string, unknown>;
type Who = 'A' | 'B';
type Step = { who: Who; act: 'read' | 'save'; edits?: Row };

const STUDY = 5;
const schema = entities.find((e) => e.name === 'studies');
const serverOwned = new Set(schema?.fields.filter((f) => f.readOnly || f.derived).map((f) => f.source));
const editable = schema?.fields.filter((f) => !serverOwned.has(f.source)).map((f) => f.source) ?? [];

/** Every order of two step lists that keeps each list's own order. */
function interleavings(a: readonly Step[], b: readonly Step[]): Step[][] {
  if (a.length === 0) return [[...b]];
  if (b.length === 0) return [[...a]];
  const [headA, ...restA] = a as [Step, ...Step[]];
  const [headB, ...restB] = b as [Step, ...Step[]];
  return [
    ...interleavings(restA, b).map((rest) => [headA, ...rest]),
    ...interleavings(a, restB).map((rest) => [headB, ...rest]),
  ];
}

const SCENARIOS = {
  // A saves the title, then the goal; B saves the researcher and sponsor: no field in common.
  apart: {
    A: [{ title: 'A title' }, { goal: 'A goal' }],
    B: { researcher: 'B researcher', sponsor_lead: 'B sponsor' },
  },
  // B writes the title A saved first and the goal A saves second.
  overlapping: {
    A: [{ title: 'A title', researcher: 'A researcher' }, { goal: 'A goal' }],
    B: { title: 'B title', goal: 'B goal' },
  },
} as const;

const cases = Object.entries(SCENARIOS).flatMap(([name, s]) => {
  const a: Step[] = [
    { who: 'A', act: 'read' },
    { who: 'A', act: 'save', edits: s.A[0] },
    { who: 'A', act: 'save', edits: s.A[1] },
  ];
  const b: Step[] = [
    { who: 'B', act: 'read' },
    { who: 'B', act: 'save', edits: s.B },
  ];
  return interleavings(a, b).map((steps, i) => ({ name, steps, index: i }));
});

/** A save is refused when the other session saved after this one last read or saved. */
function expectedRefusals(steps: readonly Step[]): number {
  let lastWriter: Who | undefined;
  const upToDate = { A: false, B: false };
  let refusals = 0;
  for (const { who, act } of steps) {
    if (act === 'save') {
      if (!upToDate[who]) refusals += 1;
      lastWriter = who;
      upToDate.A = upToDate.B = false;
    }
    upToDate[who] = true;
  }
  return lastWriter ? refusals : 0;
}

interface Write {
  body: Row;
  ifMatch: string | null;
  before: Row;
}

describe('two sessions editing one study: 0 silent overwrites in 20 interleavings', () => {
  it('has 20 cases', () => expect(cases).toHaveLength(20));

  it.each(cases.map((c) => [`${c.name} #${c.index}: ${c.steps.map((s) => s.who + s.act[0]).join(' ')}`, c]))(
    '%s',
    async (_, { steps, index }) => {
      setToken(tokenFor('super@research.test'));
      // What reached the server, with the stored record at that moment.
      const writes: Write[] = [];
      server.use(
        http.put(`*/api/studies/${STUDY}`, async ({ request }) => {
          const body = (await request.clone().json()) as { data: Row };
          writes.push({
            body: body.data,
            ifMatch: request.headers.get('If-Match'),
            before: { ...find('studies', STUDY) },
          });
        }),
      );
      const sessions = {
        A: { provider: createDataProvider(entities), base: {} as Row, typed: {} as Row, seen: -1 },
        B: { provider: createDataProvider(entities), base: {} as Row, typed: {} as Row, seen: -1 },
      };
      // The replaced values a writer had in front of it: in its form as loaded, or in the dialog.
      const knowinglyReplaced: Array<[string, unknown]> = [];
      const typedValues: Array<[string, unknown]> = [];
      let version = 0;
      let refusals = 0;

      const formData = (s: (typeof sessions)[Who]) =>
        Object.fromEntries(Object.entries({ ...s.base, ...s.typed }).filter(([k]) => !serverOwned.has(k)));

      const checkWrite = (write: Write | undefined, read: Row) => {
        expect(write, 'a request reached the server').toBeDefined();
        if (!write) return;
        expect(write.ifMatch).toBe(JSON.stringify(read.updated_at));
        for (const [field, value] of Object.entries(write.body)) {
          // The silent overwrite: replacing a value the writer never had in front of it.
          expect(
            sameValue(write.before[field], read[field]),
            `${field} was changed by the other session`,
          ).toBe(true);
          if (!sameValue(write.before[field], value)) knowinglyReplaced.push([field, write.before[field]]);
        }
      };

      for (const step of steps) {
        const s = sessions[step.who];
        if (step.act === 'read') {
          s.base = (await s.provider.getOne('studies', { id: STUDY })).data;
          s.seen = version;
          continue;
        }
        const stepStart = find('studies', STUDY)?.updated_at;
        Object.assign(s.typed, step.edits);
        typedValues.push(...Object.entries(step.edits ?? {}));
        const data = formData(s);
        const expectRefusal = s.seen !== version;
        const sent = writes.length;
        try {
          const res = await s.provider.update('studies', { id: STUDY, data, previousData: s.base });
          expect(expectRefusal, 'saved over a version it had not read').toBe(false);
          checkWrite(writes[sent], s.base);
          s.base = res.data;
        } catch (error) {
          if (!isVersionConflict(error)) throw error;
          expect(expectRefusal, 'refused though nobody else had saved').toBe(true);
          refusals += 1;
          // The refused write changed nothing.
          expect(find('studies', STUDY)).toEqual(writes[sent]?.before);
          const conflict = { base: s.base, mine: data, theirs: error.current };
          const rows: ConflictField[] = conflictFields(conflict, editable);
          // Alternate between keeping one's own value and taking the other's.
          const side: Side = index % 2 === 0 ? 'mine' : 'theirs';
          const choices = Object.fromEntries(rows.map((r) => [r.source, r.changedByMe ? side : 'theirs']));
          for (const r of rows)
            if (choices[r.source] === 'theirs') knowinglyReplaced.push([r.source, r.mine]);
          const merged = Object.fromEntries(
            Object.entries(mergeValues(conflict, choices)).filter(([k]) => !serverOwned.has(k)),
          );
          const retry = await s.provider.update('studies', {
            id: STUDY,
            data: merged,
            previousData: error.current,
          });
          // Taking every value of theirs leaves nothing to send, and nothing is sent.
          const anythingToSend = Object.entries(merged).some(([k, v]) => !sameValue(v, error.current[k]));
          if (anythingToSend) checkWrite(writes[sent + 1], error.current);
          else expect(writes).toHaveLength(sent + 1);
          s.base = retry.data;
          s.typed = Object.fromEntries(Object.keys(s.typed).map((k) => [k, merged[k]]));
        }
        if (find('studies', STUDY)?.updated_at !== stepStart) version += 1;
        s.seen = version;
      }

      // Every value typed is in the record, unless someone replaced it with that value in front of them.
      const final = find('studies', STUDY) ?? {};
      for (const [field, value] of typedValues) {
        const kept = sameValue(final[field], value);
        const replacedKnowingly = knowinglyReplaced.some(([f, v]) => f === field && sameValue(v, value));
        expect(kept || replacedKnowingly, `${field}: "${String(value)}" was lost`).toBe(true);
      }
      expect(refusals).toBe(expectedRefusals(steps));
    },
  );
});
