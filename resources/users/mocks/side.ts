import { asSeed, find, insert, onResetDb, rows } from '@/mocks/db';
import { createRng, hash, type Rng } from '@/mocks/lib/rng';
import { str, type Row } from '@/mocks/lib/respond';
import { LETTER_PNG, pdfOf, plainNote, toBase64 } from './files';

// A participant's history (calls, documents, enrolments) is made the first time anyone looks at
// them, from a generator seeded by their id: 10,000 users each have one without seeding them all.

const DAY = 86_400_000;
const NOTES = [
  'Confirmed the kit arrived; will post the sample back on Monday.',
  'Asked about travel expenses for the clinic visit; explained the policy.',
  'No answer on the mobile; left a short message with our number.',
  'Went through the eligibility questions; all clear for the next step.',
  'Wants results explained by the study nurse; booked a call.',
  'Changed address recently; asked them to update it online.',
] as const;
const FILES = [
  { type: 1, name: 'consent-form-signed.pdf', kind: 'pdf' },
  { type: 2, name: 'gp-letter-scan.png', kind: 'png' },
  { type: 3, name: 'lab-report.pdf', kind: 'pdf' },
  { type: 4, name: 'passport-photo-page.png', kind: 'png' },
  { type: 2, name: 'referral-letter.docx', kind: 'docx' },
] as const;

export const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

interface FileBody {
  content_type: string;
  base64: string;
  size: number;
}

let prepared = new Set<string>();
export const followUps = new Map<string, string | null>();
export const reviewNotes = new Map<string, string>();
const files = new Map<string, FileBody>();

onResetDb(() => {
  prepared = new Set();
  followUps.clear();
  reviewNotes.clear();
  files.clear();
});

const iso = (t: number) => new Date(t).toISOString();
const ofUser = (uid: string) => (r: Row) => String(r.user_id) === uid;

function addCalls(uid: string, rng: Rng, now: number): void {
  const statuses = rows('call-statuses');
  const types = rows('call-types');
  for (let i = rng.int(2, 6); i > 0; i -= 1) {
    const at = now - rng.int(1, 400) * DAY - rng.int(0, 8) * 3_600_000;
    const call = insert('call-logs', {
      user_id: Number(uid),
      called_at: iso(at),
      status_id: rng.pick(statuses).id,
      type_id: rng.pick(types).id,
      duration_seconds: rng.int(40, 1500),
      caller_id: rng.int(1, 2),
      notes: rng.pick(NOTES),
    });
    if (rng.chance(0.3)) followUps.set(String(call.id), iso(now + rng.int(2, 30) * DAY).slice(0, 10));
  }
}

function addDocuments(uid: string, rng: Rng, now: number): void {
  const picks = [...FILES].sort(() => rng.next() - 0.5).slice(0, rng.int(2, 5));
  for (const f of picks) {
    const type = find('document-types', f.type);
    const waiting = type?.requires_review === true && rng.chance(0.6);
    const created = iso(now - rng.int(1, 200) * DAY);
    insert('documents', {
      file_name: f.name,
      user_id: Number(uid),
      document_type_id: f.type,
      status: type?.requires_review ? (waiting ? 'pending_review' : 'approved') : null,
      reviewed_by: waiting || !type?.requires_review ? null : 2,
      reviewed_at: waiting || !type?.requires_review ? null : created,
      created_at: created,
      updated_at: created,
    });
  }
}

function addEnrolments(uid: string, rng: Rng, now: number): void {
  const studies = rows('studies');
  const states = ['invited', 'started', 'eligible', 'enrolled', 'enrolled', 'completed', 'withdrawn'];
  for (let i = rng.int(1, 3); i > 0; i -= 1) {
    const status = rng.pick(states);
    const at = now - rng.int(20, 600) * DAY;
    insert('enrollments', {
      user_id: Number(uid),
      study_id: rng.pick(studies).id,
      status,
      enrolled_at: ['enrolled', 'completed', 'withdrawn'].includes(status) ? iso(at) : null,
      withdrawn_at: status === 'withdrawn' ? iso(at + 30 * DAY) : null,
      created_at: iso(at - 5 * DAY),
      updated_at: iso(at),
    });
  }
}

/** Gives a participant a history once, unless the seeded tables already hold some of it. */
export function prepareUser(uid: string): void {
  asSeed(() => fillPrepareUser(uid));
}

function fillPrepareUser(uid: string): void {
  if (prepared.has(uid)) return;
  prepared.add(uid);
  const rng = createRng(hash(`participant-${uid}`));
  const now = Date.now();
  const mine = ofUser(uid);
  if (!rows('call-logs').some(mine)) addCalls(uid, rng, now);
  if (!rows('documents').some(mine)) addDocuments(uid, rng, now);
  if (!rows('enrollments').some(mine)) addEnrolments(uid, rng, now);
}

export function storeFile(id: string, body: FileBody): void {
  files.set(id, body);
}

function kindOf(doc: Row): 'pdf' | 'png' | 'docx' {
  const name = str(doc.file_name).toLowerCase();
  if (name.endsWith('.pdf')) return 'pdf';
  if (name.endsWith('.png') || name.endsWith('.jpg')) return 'png';
  if (name.endsWith('.docx')) return 'docx';
  return (['pdf', 'png', 'pdf'] as const)[Number(doc.id) % 3] ?? 'pdf';
}

/** The stored file of a document: uploaded bytes, or a generated file that renders. */
export function fileOf(doc: Row): FileBody {
  const stored = files.get(String(doc.id));
  if (stored) return stored;
  const type = find('document-types', String(doc.document_type_id ?? ''));
  const title = str(type?.label) || 'Document';
  const kind = kindOf(doc);
  if (kind === 'png') return { content_type: 'image/png', base64: LETTER_PNG, size: 268 };
  const body =
    kind === 'pdf'
      ? pdfOf([
          title,
          `Document ${str(doc.file_name) || String(doc.id)}`,
          `Received ${str(doc.created_at).slice(0, 10)}`,
        ])
      : plainNote(title);
  return {
    content_type: kind === 'pdf' ? 'application/pdf' : DOCX,
    base64: toBase64(body),
    size: body.length,
  };
}
