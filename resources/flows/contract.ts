import { type CallDecl, defineCall, signatureBody } from '@/contract';
import { z } from '@/lib/zod';
import {
  blockAnswer,
  endSectionAnswer,
  flowAnswer,
  flowEventAnswer,
  flowRowAnswer,
  flowVersionEntryAnswer,
  sectionAnswer,
} from './answers';

// The flow editor's calls (spec §7 and docs/backend.md sections 8 and 10). The mock checks them
// with the access table of `flows` (and of `blocks` for the block list).

const read = { entity: 'flows', action: 'read' } as const;
const write = { entity: 'flows', action: 'write' } as const;

const listQuery = z.looseObject({
  study_id: z.optional(z.union([z.string(), z.number()])),
  state: z.optional(z.enum(['draft', 'published'])),
  locked_by_id: z.optional(z.union([z.string(), z.number()])),
  q: z.optional(z.string()),
  page: z.optional(z.int()),
  page_size: z.optional(z.int()),
});

const flowWrite = z.looseObject({
  title: z.optional(z.string()),
  description: z.optional(z.string()),
  locale_id: z.optional(z.string()),
  is_public: z.optional(z.boolean()),
  is_admin_only: z.optional(z.boolean()),
  allow_public_resume: z.optional(z.boolean()),
  anonymous_submissions_only: z.optional(z.boolean()),
  screenout_if_unsuccessful: z.optional(z.boolean()),
  relevance: z.optional(z.unknown()),
  end_rules: z.optional(z.unknown()),
  inclusion_criteria: z.optional(z.unknown()),
  end_section: endSectionAnswer,
  block_sections: z.optional(z.array(sectionAnswer)),
});

export const flowsList = defineCall({
  id: 'flows:admin-list',
  method: 'GET',
  path: '/admin/flows',
  kind: 'spec',
  access: read,
  summary: 'Flows across studies, newest change first: by study, state, lock holder and title',
  query: listQuery,
  response: z.array(flowRowAnswer),
  paged: true,
  probe: { query: { page: 1, page_size: 5 } },
});

export const flowsByStudy = defineCall({
  id: 'flows:by-study',
  method: 'GET',
  path: '/admin/studies/{id}/flows',
  kind: 'spec',
  access: read,
  summary: 'The flows of one study, as rows of the flows lists',
  query: listQuery,
  response: z.array(flowRowAnswer),
  paged: true,
  probe: { path: { id: 1 }, query: { page_size: 5 } },
});

export const flowCreate = defineCall({
  id: 'flows:study-create',
  method: 'POST',
  path: '/admin/studies/{id}/flows',
  kind: 'extension',
  access: write,
  summary: 'A new flow of the study with a first, empty draft checked out to its creator',
  body: z.object({ title: z.string() }),
  response: flowAnswer,
  degrade: 'New flow fails with the server’s message; existing flows stay editable.',
});

export const flowOne = defineCall({
  id: 'flows:record',
  method: 'GET',
  path: '/admin/flows/{id}',
  kind: 'extension',
  access: read,
  summary: 'A flow with its sections and blocks: its draft when one exists, else its published version',
  response: flowAnswer,
  degrade: 'The flow editor and jump-logic map show their load failure; the flows lists still work.',
  probe: { path: { id: 1 } },
});

export const flowVersion = defineCall({
  id: 'flows:version',
  method: 'GET',
  path: '/admin/flow-versions/{id}',
  kind: 'extension',
  access: read,
  summary: 'One version of a flow, as the flow itself is answered',
  response: flowAnswer,
  degrade:
    'The publish dialog cannot list what changes, and publishing a flow that was published before fails.',
});

export const flowVersions = defineCall({
  id: 'flows:versions',
  method: 'GET',
  path: '/admin/flows/{id}/versions',
  kind: 'extension',
  access: read,
  summary: 'Every published version with its note and changes, newest first',
  response: z.array(flowVersionEntryAnswer),
  degrade: 'The changelog panel says it could not load; editing and publishing work.',
  probe: { path: { id: 1 } },
});

export const flowEvents = defineCall({
  id: 'flows:events',
  method: 'GET',
  path: '/admin/flows/{id}/events',
  kind: 'extension',
  access: read,
  summary: 'Check-outs and publishes of the flow, newest first',
  response: z.array(flowEventAnswer),
  degrade: 'The history panel says it could not load; editing and publishing work.',
  probe: { path: { id: 1 } },
});

export const flowBlocks = defineCall({
  id: 'flows:blocks',
  method: 'GET',
  path: '/admin/flows/{id}/blocks',
  kind: 'spec',
  access: { entity: 'blocks', action: 'read' },
  summary: 'The blocks of the flow’s current version (the editor reads them with the flow)',
  response: z.array(blockAnswer),
  probe: { path: { id: 1 } },
});

export const flowBlocksSave = defineCall({
  id: 'flows:blocks.save',
  method: 'POST',
  path: '/admin/flows/{id}/blocks',
  kind: 'spec',
  access: write,
  summary: 'Saves the draft’s blocks (new ones without an id); needs the check-out',
  body: z.object({ blocks: z.array(z.looseObject({})) }),
  // The editor reads the flow again after a save: of the answer it reads only `meta.ids`, the ids
  // given to new blocks (saved-ids.ts).
  response: z.unknown(),
});

export const blockVersionDelete = defineCall({
  id: 'flows:block-version.delete',
  method: 'DELETE',
  path: '/admin/block-versions/{id}',
  kind: 'spec',
  access: write,
  summary:
    'Deletes a block of the draft; 409 with reasons when it was answered or is jumped to, unless forced',
  query: z.object({ force: z.optional(z.literal('true')) }),
  response: z.unknown(),
});

export const flowCheckOut = defineCall({
  id: 'flows:check-out',
  method: 'POST',
  path: '/admin/flows/{id}/check-out',
  kind: 'spec',
  access: write,
  summary:
    'Takes or renews the edit lock (a draft is made from the published version); 409 when held by another',
  response: flowAnswer,
});

export const flowSave = defineCall({
  id: 'flows:save',
  method: 'PATCH',
  path: '/admin/flows/{id}',
  kind: 'spec',
  access: write,
  summary: 'Saves the draft’s fields and sections; needs the check-out',
  body: flowWrite,
  // The editor reads the flow again after a save, so the answer is not read.
  response: z.unknown(),
});

export const flowPublish = defineCall({
  id: 'flows:publish',
  method: 'PUT',
  path: '/admin/flow-versions/{id}/publish',
  kind: 'spec',
  access: write,
  summary:
    'Publishes the draft version with a note and the changes in words; releases the lock. A flow holding an informed consent block needs the publisher’s electronic signature (422 without, 403 wrong password, 423 locked, 409 draft changed since review)',
  body: z.object({ note: z.string(), changes: z.array(z.string()), signature: z.optional(signatureBody) }),
  response: flowAnswer,
});

export const calls: CallDecl[] = [
  flowsList,
  flowsByStudy,
  flowCreate,
  flowOne,
  flowVersion,
  flowVersions,
  flowEvents,
  flowBlocks,
  flowBlocksSave,
  blockVersionDelete,
  flowCheckOut,
  flowSave,
  flowPublish,
];
