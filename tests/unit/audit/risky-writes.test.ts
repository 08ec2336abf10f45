import { consentChanged, riskOf } from '@/audit/risky-writes';

describe('which writes ask for a reason', () => {
  it.each([
    ['PUT', '/users/42', { phone: '1' }, 'participant-data'],
    ['PATCH', '/patients/7', {}, 'participant-data'],
    ['POST', '/role-permissions', { role_id: 1 }, 'role-permissions'],
    ['DELETE', '/role-permissions/3', undefined, 'role-permissions'],
    ['PUT', '/studies/2', { is_published: true, title: 'x' }, 'published-study'],
    ['PUT', '/flows/9', { is_published: true }, 'published-flow'],
    ['POST', '/admin/documents/5/review', { decision: 'approved' }, 'document-review'],
    ['POST', '/admin/kitlink/orders/4/transitions', { action: 'cancel' }, 'status-override'],
    ['POST', '/admin/kitlink/orders/transitions', { action: 'reject', ids: [1] }, 'status-override'],
    ['DELETE', '/sites/12', undefined, 'delete'],
    ['PUT', '/admin/audit/sites/1/revert', { entry_id: 3 }, 'revert'],
  ] as const)('%s %s is %s', (method, path, body, rule) => {
    expect(riskOf(method, path, body)?.id).toBe(rule);
  });

  it.each([
    ['delete', 'restore', 'Restoring a deleted record'],
    ['create', 'revert-creation', 'Deleting a record by undoing its creation'],
    ['update', 'revert', 'Reverting a recorded change'],
  ] as const)('a revert of a %s entry is named %s', (kind, rule, label) => {
    const write = riskOf('PUT', '/admin/audit/sites/1/revert', { entry_id: 3 }, { id: 3, kind });
    expect(write).toMatchObject({ id: rule, label });
  });

  it.each([
    ['GET', '/users/42', undefined],
    ['PUT', '/studies/2', { title: 'x' }],
    ['PUT', '/sites/3', { name: 'x' }],
    ['POST', '/admin/kitlink/orders/4/transitions', { action: 'approve' }],
    ['DELETE', '/admin/impersonations/current', undefined],
    ['DELETE', '/admin/studies/1/versions/draft', undefined],
  ] as const)('%s %s is not risky', (method, path, body) => {
    expect(riskOf(method, path, body)).toBeUndefined();
  });

  it('takes the reason a cancellation or rejection already carries', () => {
    const rule = riskOf('POST', '/admin/kitlink/kits/4/transitions', { action: 'fail', note: 'Broken tube' });
    expect(rule?.reasonIn?.({ action: 'fail', note: 'Broken tube' })).toBe('Broken tube');
    expect(rule?.reasonIn?.({ action: 'fail', note: '  ' })).toBeUndefined();
  });
});

describe("a flow draft's blocks: risky when a consent block changed since read", () => {
  const consent = {
    id: 7,
    type_id: 'informed_consent',
    heading: 'Your consent',
    subheading: null,
    data: { body_html: '<p>Taking part is voluntary.</p>', acknowledgement: 'I have read this.' },
    is_required: true,
  };
  const question = { id: 8, type_id: 'text', heading: 'How old are you?', data: { placeholder: '' } };
  const read = { blocks: [consent, question] };
  const path = '/admin/flows/3/blocks';
  const sent = (...blocks: object[]) => ({ blocks });

  it.each([
    [
      'its text',
      { ...consent, data: { ...consent.data, body_html: '<p>Taking part is voluntary and unpaid.</p>' } },
    ],
    [
      'its acknowledgement',
      { ...consent, data: { ...consent.data, acknowledgement: 'I have read it all.' } },
    ],
    ['its heading', { ...consent, heading: 'Consent to take part' }],
  ])('a change of %s is risky', (_what, changed) => {
    expect(riskOf('POST', path, sent(changed, question), read)?.id).toBe('consent-block');
  });

  it('adding or removing a consent block is risky', () => {
    const another = { ...consent, id: -1 };
    expect(riskOf('POST', path, sent(consent, another, question), read)?.id).toBe('consent-block');
    expect(riskOf('POST', path, sent(question), read)?.id).toBe('consent-block');
  });

  it('a change to another block, or moving the consent block unchanged, is not', () => {
    const asked = { ...question, heading: 'How old are you today?', data: { placeholder: 'Years' } };
    expect(riskOf('POST', path, sent(consent, asked), read)).toBeUndefined();
    expect(riskOf('POST', path, sent(question, consent), read)).toBeUndefined();
    expect(consentChanged(sent(consent, question), read)).toBe(false);
  });

  it('without the blocks read, a consent block sent counts as changed; none sent, nothing is', () => {
    expect(riskOf('POST', path, sent(consent), undefined)?.id).toBe('consent-block');
    expect(riskOf('POST', path, sent(question), undefined)).toBeUndefined();
  });
});

describe("a study draft's save: risky once the study is live", () => {
  const draft = { title: 'Migraine study', base_version: 3 };

  it('is risky for a published study (the record read says so)', () => {
    expect(riskOf('PATCH', '/admin/studies/4', draft, { id: 4, is_published: true })?.id).toBe(
      'published-study',
    );
  });

  it("is risky for a content item saved on a live study's draft, and not on a study never published", () => {
    const item = { id: 2, key: 'consent_summary', title: { 'en-gb': 'Summary' }, body: {} };
    const path = '/admin/studies/4/content/2';
    expect(riskOf('PUT', path, item, { id: 4, is_published: true })?.id).toBe('published-study');
    expect(riskOf('PUT', path, item, { id: 4, is_published: false })).toBeUndefined();
    expect(riskOf('PUT', path, item, undefined)).toBeUndefined();
  });

  it('is not for a study never published', () => {
    expect(riskOf('PATCH', '/admin/studies/5', draft, { id: 5, is_published: false })).toBeUndefined();
    expect(riskOf('PATCH', '/admin/studies/5', draft, { id: 5, is_published: null })).toBeUndefined();
  });
});
