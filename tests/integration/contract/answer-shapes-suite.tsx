import { screen, waitFor } from '@testing-library/react';
import { format } from 'node:util';
import { matchRoutes } from 'react-router-dom';
import { appRoutes } from '@/app/assembly';
import type { CallDecl } from '@/contract';
import { SPEC_ROUTES } from '../../fixtures/spec-routes';
import { hostileStrings, type ShapeMode } from '../../support/answer-shapes';
import { reshapeMockAnswers, type ReshapingMock } from '../../support/reshaping-mock';
import { ACCOUNTS, renderApp, signInAs } from '../app/render-app';

// Every screen of the spec's route table, shown answers the contract allows but the mock never
// gives: only required fields, every optional field null, or unknown fields and hostile text. A
// screen may show less, never crash. SHAPE_SEED=<n> replays a failure's hostile strings. One file
// per shape (answer-shapes-*.test.tsx), so the suite's two workers share the 150 screens.
const SEED = Number(process.env.SHAPE_SEED ?? Math.floor(Math.random() * 2 ** 31));
const POOL = hostileStrings(SEED);

/** Ids the seed has, where 1 is not one (everything else opens record 1). */
const IDS: Record<string, string> = { content_key: 'study_home.eligibility' };

const ROUTES = SPEC_ROUTES.filter((r) => r.layout !== 'auth').map((r) =>
  r.path.replace(/:([a-z_]+)\??/gi, (_, name: string) => IDS[name] ?? '1'),
);
/**
 * Who is signed in stays as the mock says: without the accepted terms every route is the licence
 * page, which proves nothing about the screens (the licence guard has its own tests).
 */
const session = (decl: CallDecl) => decl.id === 'user.current' || decl.id.startsWith('auth.');

const TABLE = appRoutes.map((route) => ({ path: route.path, route }));
/** The editor frame has a bar of its own and no main menu. */
const inEditor = (path: string) => matchRoutes(TABLE, path)?.at(-1)?.route.route.layout === 'editor';

// Plain selectors: a role query walks the accessibility tree at every change of the page, which
// on a loaded machine costs more than drawing the screen does.
const HEADING = 'h1, [role="heading"][aria-level="1"]';
const frameOf = (path: string) =>
  document.querySelector(inEditor(path) ? 'header' : 'nav[aria-label="Main menu"]');

// jsdom has no ResizeObserver; the graphs (React Flow) and the palette's list need one to mount.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

// What a screen shows when it, or a part of it, threw: never acceptable here.
const BROKEN = /could not be shown|Something went wrong|Unexpected Application Error/i;

/** Until the screen's requests are answered and it has had a moment to draw what came back. */
async function settled(mock: ReshapingMock): Promise<void> {
  await waitFor(() => {
    expect(mock.inFlight()).toBe(0);
    expect(performance.now() - mock.lastAnswerAt()).toBeGreaterThan(150);
  });
}

function collectErrors(): string[] {
  const errors: string[] = [];
  const onError = (event: ErrorEvent) => errors.push(`uncaught: ${String(event.error ?? event.message)}`);
  window.addEventListener('error', onError);
  onTestFinished(() => window.removeEventListener('error', onError));
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(`console.error: ${format(...args).slice(0, 600)}`);
  });
  return errors;
}

/**
 * Known screen bugs, each failing as this file found it; `it.fails` turns red once it is fixed, so
 * the entry is removed then. None is known.
 */
const KNOWN = new Set<string>([]);

async function showsEveryShape(mode: ShapeMode, path: string): Promise<void> {
  const context = `mode ${mode}, ${path}, SHAPE_SEED=${SEED}`;
  const errors = collectErrors();
  const mock = await reshapeMockAnswers(mode, POOL, session);
  signInAs(ACCOUNTS.super);
  renderApp(path);
  await waitFor(() => expect(frameOf(path), context).not.toBeNull(), { timeout: 10_000 });
  await waitFor(() => expect(document.querySelector(HEADING), context).not.toBeNull(), { timeout: 10_000 });
  await settled(mock);
  expect(mock.problems, `the shapes broke the contract (${context})`).toEqual([]);
  expect(errors, context).toEqual([]);
  expect(
    screen.queryAllByText(BROKEN).map((e) => e.textContent),
    context,
  ).toEqual([]);
  expect(frameOf(path), context).toBeVisible();
  expect(mock.reshaped.length, `no answer was reshaped (${context})`).toBeGreaterThan(0);
}

/** Every screen of the route table, shown answers of one shape. */
export function describeShape(mode: ShapeMode): void {
  describe(`screens take ${mode} answers as the contract allows them (seed ${SEED})`, () => {
    for (const path of ROUTES) {
      const test = KNOWN.has(`${mode} ${path}`) ? it.fails : it;
      test(`${mode}: ${path}`, () => showsEveryShape(mode, path));
    }
  });
}
