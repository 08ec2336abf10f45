import type { Method } from '@/http/types';

// Which writes ask for a reason before they are sent (docs/audit.md lists them). The reason travels
// with the write (`Change-Reason`) and the server records it in the audit entry of that write.
// The first rule that matches names the write in the dialog.

export interface RiskyWrite {
  readonly id: string;
  /** What the write does, in the dialog's words ("Changing a participant's personal data"). */
  readonly label: string;
  readonly methods: readonly Method[];
  /** Matched against the path under `/api`, without its query. */
  readonly path: RegExp;
  /**
   * Narrows the rule by what is sent and by the record as the server last gave it (`record`, passed
   * with the request by the screen that holds it; undefined otherwise): only a published record,
   * only blocks whose consent block changed since they were read.
   */
  readonly when?: (body: unknown, record: unknown) => boolean;
  /** The reason the write already carries, asked by its own screen (a cancellation's note). */
  readonly reasonIn?: (body: unknown) => string | undefined;
}

const field = (body: unknown, name: string): unknown =>
  typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;

const published = (body: unknown) => field(body, 'is_published') === true;

// What participants consent to: an informed consent block's heading, text, acknowledgement (its
// data) and what answering it requires. Blocks are told apart by id.
const CONSENT = 'informed_consent';
const CONSENT_FIELDS = ['heading', 'subheading', 'data', 'is_required', 'jump_to', 'screenout_immediately'];
const consentIn = (value: unknown): Map<string, string> => {
  const blocks = field(value, 'blocks');
  return new Map(
    (Array.isArray(blocks) ? blocks : [])
      .filter((b) => field(b, 'type_id') === CONSENT)
      .map((b) => [String(field(b, 'id')), JSON.stringify(CONSENT_FIELDS.map((k) => field(b, k) ?? null))]),
  );
};

/**
 * Whether the blocks sent add, change or remove a consent block against the blocks read (`{ blocks }`
 * both). Without the blocks read, every consent block sent counts as changed.
 */
export function consentChanged(body: unknown, record: unknown): boolean {
  const before = consentIn(record);
  const after = consentIn(body);
  if (before.size !== after.size) return true;
  for (const [id, content] of after) if (before.get(id) !== content) return true;
  return false;
}

// The life-cycle steps that undo or end an order or kit (reject, cancel, fail); the ordinary
// steps of a working day (approve, ship, receive) are not overrides.
const OVERRIDES = new Set(['reject', 'cancel', 'fail']);
const textIn = (name: string) => (body: unknown) => {
  const text = field(body, name);
  return typeof text === 'string' && text.trim() !== '' ? text : undefined;
};

const REVERT_PATH = /^\/admin\/audit\/[^/]+\/[^/]+\/revert$/;

export const RISKY_WRITES: readonly RiskyWrite[] = [
  // A revert names what it does by the entry it undoes (sent as its record): a deletion undone
  // brings a record back, a creation undone deletes one.
  {
    id: 'restore',
    label: 'Restoring a deleted record',
    methods: ['PUT'],
    path: REVERT_PATH,
    when: (_body, entry) => field(entry, 'kind') === 'delete',
  },
  {
    id: 'revert-creation',
    label: 'Deleting a record by undoing its creation',
    methods: ['PUT'],
    path: REVERT_PATH,
    when: (_body, entry) => field(entry, 'kind') === 'create',
  },
  {
    id: 'revert',
    label: 'Reverting a recorded change',
    methods: ['PUT'],
    path: REVERT_PATH,
  },
  {
    id: 'role-permissions',
    label: "Changing a role's permissions",
    methods: ['POST', 'PUT', 'PATCH', 'DELETE'],
    path: /^\/role-permissions(\/[^/]+)?$/,
  },
  {
    id: 'participant-data',
    label: "Changing a participant's personal data",
    methods: ['PUT', 'PATCH'],
    path: /^\/(users|patients)\/[^/]+$/,
  },
  {
    id: 'published-study',
    label: 'Editing a published study',
    methods: ['PUT', 'PATCH'],
    // The study, or one of its content items (consent summaries, FAQs) saved on its draft.
    path: /^(\/admin)?\/studies\/[^/]+(\/content\/[^/]+)?$/,
    // A published record sent whole, or a save of the next draft of a study already live (the
    // study read goes with the call as its record).
    when: (body, record) => published(body) || published(record),
  },
  {
    id: 'published-flow',
    label: 'Editing a published flow',
    methods: ['PUT', 'PATCH'],
    path: /^(\/admin)?\/flows\/[^/]+$/,
    when: published,
  },
  {
    id: 'consent-block',
    label: 'Changing a consent block',
    methods: ['POST'],
    // A draft's blocks are saved whole: risky when a consent block among them changed since read.
    // The flow save asks before its first call, and both calls carry the answer.
    path: /^\/admin\/flows\/[^/]+\/blocks$/,
    when: consentChanged,
  },
  {
    id: 'document-review',
    label: 'Deciding on an uploaded document',
    methods: ['POST'],
    path: /^\/admin\/documents\/[^/]+\/review$/,
    // A rejection carries the reason its own dialog asked for; an approval asks here.
    reasonIn: textIn('reason'),
  },
  {
    id: 'status-override',
    label: 'Rejecting, cancelling or failing a kit or order',
    methods: ['POST'],
    path: /^\/admin\/kitlink\/(orders|kits)\/([^/]+\/)?transitions$/,
    when: (body) => OVERRIDES.has(String(field(body, 'action'))),
    reasonIn: textIn('note'),
  },
  {
    id: 'delete',
    label: 'Deleting a record',
    methods: ['DELETE'],
    // A record of a generic entity (`/sites/12`); lock releases and a draft's own parts are not records.
    path: /^\/[a-z-]+\/[^/]+$/,
  },
];

/** The rule a write falls under, if any, given what is sent and the record it was read from. */
export function riskOf(
  method: Method,
  path: string,
  body: unknown,
  record?: unknown,
): RiskyWrite | undefined {
  if (method === 'GET') return undefined;
  const bare = path.split('?')[0] ?? path;
  return RISKY_WRITES.find(
    (rule) =>
      rule.methods.includes(method) && rule.path.test(bare) && (!rule.when || rule.when(body, record)),
  );
}
