import { Stack, TextField, Typography } from '@mui/material';
import { render } from '@testing-library/react';
import { AdminContext, TestMemoryRouter } from 'react-admin';
import { Link, Route, Routes } from 'react-router-dom';
import { authProvider } from '@/auth';
import {
  EditingBar,
  fieldChanges,
  HistoryPanel,
  useEditing,
  type EditingAdapter,
  type EditingId,
  type EditingLock,
  type IntervalTimer,
  type Loaded,
} from '@/editing';
import { request } from '@/http';
import { i18nProvider } from '@/i18n';

export interface Note {
  title: string;
  body: string;
}

interface NoteRecord extends Note {
  state: 'draft' | 'published';
  version: number;
  locked_by_id: number | null;
  locked_by_name: string | null;
  locked_at: string | null;
}

const lockOf = (r: Pick<NoteRecord, 'locked_by_id' | 'locked_by_name' | 'locked_at'>): EditingLock | null =>
  r.locked_by_id === null
    ? null
    : { holderId: r.locked_by_id, holderName: r.locked_by_name, since: r.locked_at };

const loaded = (r: NoteRecord): Loaded<Note> => ({
  value: { title: r.title, body: r.body },
  state: r.state,
  version: r.version,
  lock: lockOf(r),
});

const path = (id: EditingId, rest = '') => `/fixture-notes/${id}${rest}`;
const read = async <R,>(url: string, options: Parameters<typeof request>[1] = {}) =>
  (await request<R>(url, options)).data;

/** What a resource's api.ts would hold: its endpoints behind the editing adapter. */
export const noteAdapter: EditingAdapter<Note> = {
  resource: 'fixture-notes',
  load: async (id) => loaded(await read<NoteRecord>(path(id))),
  checkOut: async (id) => lockOf(await read<NoteRecord>(path(id, '/check-out'), { method: 'POST' })),
  renew: async (id) =>
    lockOf(await read<NoteRecord>(path(id, '/check-out'), { method: 'POST', skipErrorHandling: true })),
  takeOver: async (id) => lockOf(await read<NoteRecord>(path(id, '/take-over'), { method: 'PUT' })),
  unlock: async (id) => {
    await request(path(id, '/unlock'), { method: 'PUT' });
  },
  save: async (id, value, baseVersion) =>
    loaded(
      await read<NoteRecord>(path(id), { method: 'PATCH', data: { ...value, base_version: baseVersion } }),
    ),
  discard: async (id) => loaded(await read<NoteRecord>(path(id, '/versions/draft'), { method: 'DELETE' })),
  publish: async (id, note) =>
    loaded(await read<NoteRecord>(path(id, '/publish'), { method: 'POST', data: { note } })),
  history: (id) => read(path(id, '/events')),
  diff: (before, after) =>
    fieldChanges(before, after, [
      { key: 'title', label: 'Title' },
      { key: 'body', label: 'Text' },
    ]),
  title: (note) => note.title,
};

function FixtureEditor({ timer }: { timer: IntervalTimer }) {
  const editing = useEditing(noteAdapter, 7, { timer, scope: '/notes/7' });
  const { value } = editing.model;
  if (value === null) return <EditingBar editing={editing} />;
  const field = (key: keyof Note, label: string) => (
    <TextField
      label={label}
      value={value[key]}
      disabled={!editing.canEdit}
      onChange={(e) => editing.edit((note) => ({ ...note, [key]: e.target.value }))}
    />
  );
  return (
    <Stack spacing={2}>
      <Typography component="h1">{value.title}</Typography>
      <EditingBar editing={editing} />
      {field('title', 'Title')}
      {field('body', 'Text')}
      <HistoryPanel adapter={noteAdapter} id={7} />
      <Link to="/elsewhere">Elsewhere</Link>
      <Link to="/notes/7/settings">Settings tab</Link>
    </Stack>
  );
}

/** A timer the test fires by hand: each `fire()` is one renewal interval passing. */
export function manualTimer() {
  const ticks = new Set<() => void>();
  const timer: IntervalTimer = {
    every: (_ms, tick) => {
      ticks.add(tick);
      return () => ticks.delete(tick);
    },
  };
  return { timer, fire: () => ticks.forEach((tick) => tick()), running: () => ticks.size > 0 };
}

/** The fixture editor at /notes/7 inside react-admin's contexts, signed in as the test signed in. */
export function renderEditor() {
  const clock = manualTimer();
  const location = { pathname: '/notes/7' };
  render(
    <TestMemoryRouter
      initialEntries={['/notes/7']}
      locationCallback={(l) => (location.pathname = l.pathname)}
    >
      <AdminContext authProvider={authProvider} i18nProvider={i18nProvider}>
        <Routes>
          <Route path="/notes/7/*" element={<FixtureEditor timer={clock.timer} />} />
          <Route path="/elsewhere" element={<p>Somewhere else</p>} />
        </Routes>
      </AdminContext>
    </TestMemoryRouter>,
  );
  return { ...clock, location };
}
