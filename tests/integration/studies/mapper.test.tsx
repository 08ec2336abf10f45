import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { find, rows } from '@/mocks/db';
import { server } from '@/mocks/node';
import { latest, stateOf } from '@resources/studies/mocks/store';
import { ACCOUNTS, renderApp, signInAs } from '../app/render-app';

const WAIT = { timeout: 20_000 };
vi.setConfig({ testTimeout: 60_000 });

// jsdom lays nothing out; React Flow needs sizes and a resize observer to draw its nodes.
beforeAll(() => {
  class Observer {
    constructor(private readonly callback: ResizeObserverCallback) {}
    observe(target: Element) {
      this.callback([{ target } as ResizeObserverEntry], this as unknown as ResizeObserver);
    }
    unobserve() {}
    disconnect() {}
  }
  vi.stubGlobal('ResizeObserver', Observer);
  vi.stubGlobal(
    'DOMMatrixReadOnly',
    class {
      m22 = 1;
    },
  );
  const size = (dimension: 'width' | 'height') => ({
    configurable: true,
    get(this: HTMLElement) {
      return parseFloat(this.style[dimension]) || 800;
    },
  });
  Object.defineProperties(HTMLElement.prototype, {
    offsetWidth: size('width'),
    offsetHeight: size('height'),
  });
  Object.defineProperty(SVGElement.prototype, 'getBBox', {
    configurable: true,
    value: () => ({ x: 0, y: 0, width: 40, height: 16 }),
  });
});
afterAll(() => vi.unstubAllGlobals());
beforeEach(() => signInAs(ACCOUNTS.staff));

const titleOf = (table: string, id: unknown) => String(find(table, String(id))?.title);

/** A seeded study with a prescreen survey, a joining flow and flows of its own. */
function seededStudy() {
  for (const row of rows('studies')) {
    const fields = latest(stateOf(String(row.id))!).fields;
    const own = rows('flows').filter((f) => f.study_id === row.id && f.id !== fields.joining_flow_id);
    if (fields.joining_flow_id !== null && fields.prescreen_survey !== null && own.length > 0)
      return { id: String(row.id), title: fields.title, fields, own };
  }
  throw new Error('no such study in the seed');
}

/** The study's joining flow served as "Joining questions", never published, with these end rules. */
function joiningFlowEnds(s: ReturnType<typeof seededStudy>, endRules: readonly Record<string, unknown>[]) {
  server.use(
    http.get('*/api/admin/flows/:id', ({ params }) =>
      String(params.id) === String(s.fields.joining_flow_id)
        ? HttpResponse.json({
            data: {
              id: s.fields.joining_flow_id,
              title: 'Joining questions',
              study_id: Number(s.id),
              published_version: null,
              end_rules: endRules,
              screenout_if_unsuccessful: false,
            },
          })
        : undefined,
    ),
  );
}

async function listView(title: string) {
  await userEvent.click(await screen.findByRole('button', { name: 'List view' }, WAIT));
  const list = await screen.findByRole(
    'list',
    { name: `How the flows of ${title} connect: list view` },
    WAIT,
  );
  return within(list)
    .getAllByRole('listitem')
    .filter((li) => li.parentElement === list);
}

describe("a study's map", () => {
  it('leads from the study through its prescreen survey to the joining flow, and shows its other flows', async () => {
    const s = seededStudy();
    const joining = titleOf('flows', s.fields.joining_flow_id);
    const { location } = renderApp(`/studies/${s.id}/mapper`);
    expect(await screen.findByRole('heading', { level: 1, name: `${s.title}: Map` }, WAIT)).toBeVisible();
    const items = await listView(s.title);
    const names = items.map((li) => within(li).getAllByRole('button')[0]?.textContent);
    expect(names.slice(0, 3)).toEqual([
      `Study, ${s.title}`,
      `Prescreen survey, ${titleOf('surveys', s.fields.prescreen_survey)}`,
      expect.stringMatching(new RegExp(`^Joining flow, ${joining}`)),
    ]);
    for (const f of s.own) expect(names).toContainEqual(expect.stringContaining(`, ${String(f.title)}`));
    expect(names.at(-2)).toBe('Completed, Complete');
    expect(names.at(-1)).toBe('Screened out, Warning');
    // The seeded flows of a study follow one another: the joining flow sends the eligible on to
    // the study's next flow, and ends when every required question is answered, or screens out.
    const later = s.own.filter((f) => Number(f.id) > Number(s.fields.joining_flow_id));
    const joiningItem = items[2] as HTMLElement;
    const rules = within(joiningItem)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(rules.slice(-2)).toEqual(['Completed (all required answered)', 'Screened out (if unsuccessful)']);
    if (later[0])
      expect(rules.slice(0, 2)).toEqual([
        `${String(later[0].title)} (eligible)`,
        'Screened out (not eligible)',
      ]);
    for (const f of later) {
      const item = items.find((li) => li.textContent?.includes(String(f.title))) as HTMLElement;
      expect(item).not.toHaveTextContent('Not reached from the joining flow');
    }

    await userEvent.click(within(joiningItem).getAllByRole('button')[0] as HTMLElement);
    await waitFor(() => expect(location()).toBe(`/studies/flow/${s.fields.joining_flow_id}`));
  });

  it("follows a flow's end rule to the next flow, and opens a node with Enter", async () => {
    const s = seededStudy();
    const next = s.own[0] as { id: number; title: string };
    joiningFlowEnds(s, [
      { if: 'eligible', then: 'flow', flow_id: next.id },
      { if: 'not_eligible', then: 'screenout' },
    ]);
    const { location } = renderApp(`/studies/${s.id}/mapper`);
    const diagram = await screen.findByRole('group', { name: `How the flows of ${s.title} connect` }, WAIT);
    const joining = await within(diagram).findByRole(
      'button',
      { name: 'Joining flow, Joining questions, Never published, Warning' },
      WAIT,
    );
    const items = await listView(s.title);
    const joiningItem = items.find((li) => li.textContent?.startsWith('Joining flow')) as HTMLElement;
    expect(
      within(joiningItem)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([`${next.title} (eligible)`, 'Screened out (not eligible)']);
    const nextItem = items.find((li) => li.textContent?.includes(next.title)) as HTMLElement;
    expect(nextItem).not.toHaveTextContent('Not reached');

    joining.focus();
    fireEvent.keyDown(joining, { key: 'Enter' });
    await waitFor(() => expect(location()).toBe(`/studies/flow/${s.fields.joining_flow_id}`));
  });

  it('marks a flow of the study that the joining flow does not lead to', async () => {
    const s = seededStudy();
    joiningFlowEnds(s, [{ if: 'not_eligible', then: 'screenout' }]);
    renderApp(`/studies/${s.id}/mapper`);
    const items = await listView(s.title);
    const other = items.find((li) => li.textContent?.includes(String(s.own[0]?.title))) as HTMLElement;
    expect(other).toHaveTextContent('Not reached from the joining flow');
  });

  it('offers Try again when the flows cannot be read', async () => {
    server.use(
      http.get('*/api/admin/flows/:id', () => HttpResponse.json({ message: 'Down' }, { status: 503 })),
    );
    const s = seededStudy();
    renderApp(`/studies/${s.id}/mapper`);
    expect(await screen.findByText('This could not be loaded.', {}, WAIT)).toBeVisible();
    server.resetHandlers();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'List view' }, WAIT)).toBeVisible();
  });
});
