import { createHash } from 'node:crypto';
import { contentHash } from '@/mocks/audit/signature';

// The contract names the signed content's hash SHA-256; the mock's is checked against Node's own.
it('is the SHA-256 of the content as stored, in hex', () => {
  const content = { fields: { title: 'Étude — wave 2' }, blocks: [{ id: 1, heading: 'Consent' }] };
  const expected = createHash('sha256').update(JSON.stringify(content), 'utf8').digest('hex');
  expect(contentHash(content)).toBe(expected);
  expect(contentHash({ ...content, blocks: [] })).not.toBe(expected);
});
