/**
 * Knobs for tests and demos (CONTRACT "Mock controls"): latency, forced statuses, token lifetime,
 * the XSS canary. In the browser they persist in sessionStorage so a reload keeps them; the data
 * itself stays in memory and is reseeded on load.
 */
export interface ForcedStatus {
  method?: string;
  /** Substring of the request pathname, e.g. '/api/studies'. */
  path: string;
  status: number;
  /** How many matching requests to fail; unlimited when omitted. */
  times?: number;
  body?: unknown;
}

export interface MockControls {
  setLatency(ms: number): void;
  forceStatus(fault: ForcedStatus): void;
  clearFaults(): void;
  setTokenLifetime(seconds: number): void;
  reset(): void;
  readonly canary: string | null;
  setCanary(canary: string | null): void;
  /** Turns a feature flag on or off; in mock mode every flag is on until turned off here. */
  setFlag(name: string, on: boolean): void;
  /**
   * Seeds `count` rows of `entity` instead of its schema's count, from the next read on (for
   * timing screens with a bigger day than the default seed); `null` goes back to the schema's.
   */
  setSeedCount(entity: string, count: number | null): void;
  /**
   * `'sparse'`: every answer keeps only what the API contract requires (the optional fields left
   * out), as the leanest conforming server would send it; `null`: the mock's full answers.
   */
  setAnswerShape(shape: AnswerShape | null): void;
  /**
   * Adds `count` recorded changes to one record's audit trail (for timing a long History);
   * resolves to the count once they are chained.
   */
  seedHistory(entity: string, id: string, count: number): Promise<number>;
}

type HistorySeeder = MockControls['seedHistory'];
// The audit log lives above this kernel: it hands its seeder down when it loads.
let historySeeder: HistorySeeder | null = null;

export function provideHistorySeeder(seeder: HistorySeeder): void {
  historySeeder = seeder;
}

export type AnswerShape = 'sparse';

export const DEFAULT_TOKEN_LIFETIME = 900;
export const STORAGE_KEY = 'rc-mock-controls';

interface State {
  latency: number;
  faults: ForcedStatus[];
  tokenLifetime: number;
  canary: string | null;
  flags: Record<string, boolean>;
  seedCounts: Record<string, number>;
  answerShape?: AnswerShape | null;
}

const initial = (): State => ({
  latency: 0,
  faults: [],
  tokenLifetime: DEFAULT_TOKEN_LIFETIME,
  canary: null,
  flags: {},
  seedCounts: {},
});

let state: State = initial();
let storage: Storage | null = null;
const resetListeners = new Set<() => void>();
const flagListeners = new Set<() => void>();

function save(): void {
  storage?.setItem(STORAGE_KEY, JSON.stringify(state));
}

function isFlagMap(v: unknown): v is Record<string, boolean> {
  return typeof v === 'object' && v !== null && Object.values(v).every((x) => typeof x === 'boolean');
}

function isCountMap(v: unknown): v is Record<string, number> {
  return typeof v === 'object' && v !== null && Object.values(v).every((x) => Number.isInteger(x) && x >= 0);
}

function isState(v: unknown): v is State {
  if (typeof v !== 'object' || v === null) return false;
  const s = v as Record<string, unknown>;
  return (
    typeof s.latency === 'number' &&
    Array.isArray(s.faults) &&
    typeof s.tokenLifetime === 'number' &&
    (s.canary === null || typeof s.canary === 'string')
  );
}

/** Browser only: load what a previous page of this tab set, and save every later change. */
export function persistControls(store: Storage): void {
  storage = store;
  try {
    const saved: unknown = JSON.parse(store.getItem(STORAGE_KEY) ?? 'null');
    // Controls saved before flags or seed counts existed carry none: the defaults then apply.
    if (isState(saved))
      state = {
        ...saved,
        flags: isFlagMap(saved.flags) ? saved.flags : {},
        seedCounts: isCountMap(saved.seedCounts) ? saved.seedCounts : {},
      };
  } catch {
    store.removeItem(STORAGE_KEY);
  }
}

/** Called when the data must be reseeded (reset, a new canary). */
export function onDataReset(listener: () => void): () => void {
  resetListeners.add(listener);
  return () => resetListeners.delete(listener);
}

function resetData(): void {
  for (const listener of resetListeners) listener();
}

export const controls: MockControls = {
  setLatency(ms) {
    state.latency = Math.max(0, ms);
    save();
  },
  forceStatus(fault) {
    if (fault.times !== undefined && fault.times <= 0) return;
    state.faults.push({ ...fault });
    save();
  },
  clearFaults() {
    state.faults = [];
    save();
  },
  setTokenLifetime(seconds) {
    state.tokenLifetime = Math.max(0, seconds);
    save();
  },
  reset() {
    state = initial();
    save();
    resetData();
    for (const listener of flagListeners) listener();
  },
  get canary() {
    return state.canary;
  },
  setCanary(canary) {
    state.canary = canary === '' ? null : canary;
    save();
    resetData();
  },
  setFlag(name, on) {
    state.flags = { ...state.flags, [name]: on };
    save();
    for (const listener of flagListeners) listener();
  },
  setAnswerShape(shape) {
    state.answerShape = shape === 'sparse' ? shape : null;
    save();
  },
  seedHistory(entity, id, count) {
    if (!historySeeder) return Promise.reject(new Error('The audit log is not loaded'));
    return historySeeder(entity, id, Math.max(0, Math.floor(count)));
  },
  setSeedCount(entity, count) {
    const { [entity]: _dropped, ...others } = state.seedCounts;
    state.seedCounts = count === null ? others : { ...others, [entity]: Math.max(0, Math.floor(count)) };
    save();
    resetData();
  },
};

/** How the mock shapes its answers (`setAnswerShape`). */
export function answerShape(): AnswerShape | null {
  return state.answerShape ?? null;
}

/** The seed count set for `entity` with `setSeedCount`, if any. */
export function seedCountOf(entity: string): number | undefined {
  return state.seedCounts[entity];
}

/** The mock's answer for a feature flag: on unless turned off with `setFlag`. */
export function mockFlagOn(name: string): boolean {
  return state.flags[name] ?? true;
}

/** The flags as one value that changes whenever one of them does (for `useSyncExternalStore`). */
export function mockFlags(): Readonly<Record<string, boolean>> {
  return state.flags;
}

export function onFlagChange(listener: () => void): () => void {
  flagListeners.add(listener);
  return () => flagListeners.delete(listener);
}

export function latency(): number {
  return state.latency;
}

export function tokenLifetime(): number {
  return state.tokenLifetime;
}

/** The first forced status matching the request, counted down; undefined when none applies. */
export function takeFault(method: string, pathname: string): ForcedStatus | undefined {
  const index = state.faults.findIndex(
    (f) => pathname.includes(f.path) && (!f.method || f.method.toUpperCase() === method.toUpperCase()),
  );
  const fault = state.faults[index];
  if (!fault) return undefined;
  if (fault.times !== undefined) {
    fault.times -= 1;
    if (fault.times <= 0) state.faults.splice(index, 1);
  }
  save();
  return fault;
}
