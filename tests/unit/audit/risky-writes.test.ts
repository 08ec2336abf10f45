import { riskOf } from '@/audit/risky-writes';

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
