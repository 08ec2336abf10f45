import { mainThreadBusy, type TraceEvent } from '../../bench/main-thread.mjs';

const MAIN = { pid: 7, tid: 7 };
const task = (ts: number, dur: number, where = MAIN, name = 'RunTask'): TraceEvent => ({
  name,
  ph: 'X',
  ts,
  dur,
  ...where,
});
const navigation = (ts: number, url: string): TraceEvent => ({
  name: 'navigationStart',
  ph: 'R',
  ts,
  ...MAIN,
  args: { data: { documentLoaderURL: url } },
});

describe("the benchmark's main-thread reading of a trace", () => {
  test("adds up the page's main-thread tasks between the navigation's start and the rows", () => {
    const events = [
      task(500, 200), // before the navigation, but running into it: 100 µs count
      navigation(600, 'http://127.0.0.1:4173/users'),
      navigation(605, ''), // a second, empty mark the browser also writes
      task(1_000, 3_000),
      task(1_200, 500, MAIN, 'FunctionCall'), // nested in a task: not counted twice
      task(2_000, 9_000, { pid: 9, tid: 9 }), // another process's thread
      task(9_600, 2_000), // the window ends at 10,600 µs: 1,000 µs count
      task(20_000, 1_000), // after the rows
    ];
    expect(mainThreadBusy(events, 10)).toEqual({ busyMs: 4.1, windowMs: 10 });
  });

  test('gives nothing for a trace without a page navigation', () => {
    expect(mainThreadBusy([task(0, 100), navigation(10, '')], 5)).toBeNull();
  });
});
