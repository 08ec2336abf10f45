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
  /** Narrows the rule by what is sent (e.g. only a published record). */
  readonly when?: (body: unknown) => boolean;
  /**
   * Asked by the screen itself (`askReason`) before a save of several calls, since the body alone
   * cannot tell: a draft's blocks are saved whole, and only the editor knows whether a consent
   * block among them changed. Its path names the call that carries it.
   */
  readonly named?: true;
  /** The reason the write already carries, asked by its own screen (a cancellation's note). */
  readonly reasonIn?: (body: unknown) => string | undefined;
}

const field = (body: unknown, name: string): unknown =>
  typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;

const published = (body: unknown) => field(body, 'is_published') === true;

// The life-cycle steps that undo or end an order or kit (reject, cancel, fail); the ordinary
// steps of a working day (approve, ship, receive) are not overrides.
const OVERRIDES = new Set(['reject', 'cancel', 'fail']);
const textIn = (name: string) => (body: unknown) => {
  const text = field(body, name);
  return typeof text === 'string' && text.trim() !== '' ? text : undefined;
};

export const RISKY_WRITES: readonly RiskyWrite[] = [
  {
    id: 'revert',
    label: 'Reverting a recorded change',
    methods: ['PUT'],
    path: /^\/admin\/audit\/[^/]+\/[^/]+\/revert$/,
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
    path: /^(\/admin)?\/studies\/[^/]+$/,
    when: published,
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
    path: /^\/admin\/flows\/[^/]+\/blocks$/,
    named: true,
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

/** The rule a write falls under, if any (rules a screen asks for itself are not matched here). */
export function riskOf(method: Method, path: string, body: unknown): RiskyWrite | undefined {
  if (method === 'GET') return undefined;
  const bare = path.split('?')[0] ?? path;
  return RISKY_WRITES.find(
    (rule) =>
      !rule.named && rule.methods.includes(method) && rule.path.test(bare) && (!rule.when || rule.when(body)),
  );
}
