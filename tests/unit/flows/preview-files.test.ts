import { buildGraph } from '../../../resources/flows/graph';
import { acceptAttribute, judgeFiles, uploadLimits } from '../../../resources/flows/preview/file-limits';
import { block, draftOf } from './fixtures';
import { formatBytes } from '@/i18n';

const MB = 1024 * 1024;
const uploader = (data: Record<string, unknown>) => block(1, 'Upload', { type_id: 'uploader', data });

describe("participant preview: an uploader's limits", () => {
  it('reads the kinds, size and count the block holds', () => {
    const limits = uploadLimits(
      uploader({ accepted: ['PDF', '.jpg', 'pdf'], max_size_mb: 10, max_files: 3 }),
    );
    expect(limits).toEqual({ accepted: ['pdf', 'jpg'], maxSizeMb: 10, maxFiles: 3 });
    expect(acceptAttribute(limits)).toBe('.pdf,.jpg,.jpeg');
  });

  it('sets no limit where the data is missing, null or not a number', () => {
    const limits = uploadLimits(uploader({ accepted: null, max_size_mb: '10', max_files: null }));
    expect(limits).toEqual({ accepted: [], maxSizeMb: null, maxFiles: null });
    expect(acceptAttribute(limits)).toBeUndefined();
    expect(judgeFiles([{ name: 'scan', size: 900 * MB }], limits).ok).toBe(true);
  });

  it('says file by file whether it is of an accepted kind and size', () => {
    const limits = uploadLimits(uploader({ accepted: ['pdf', 'jpg'], max_size_mb: 2, max_files: 3 }));
    const verdict = judgeFiles(
      [
        { name: 'letter.PDF', size: MB },
        { name: 'photo.jpeg', size: 3 * MB },
        { name: 'notes.docx', size: 1000 },
      ],
      limits,
    );
    expect(verdict.files.map((f) => [f.name, f.kindOk, f.sizeOk])).toEqual([
      ['letter.PDF', true, true],
      ['photo.jpeg', true, false],
      ['notes.docx', false, true],
    ]);
    expect(verdict.ok).toBe(false);
  });

  it('refuses more files than the block allows', () => {
    const limits = uploadLimits(uploader({ accepted: ['pdf'], max_files: 1 }));
    const two = judgeFiles(
      [
        { name: 'a.pdf', size: 1 },
        { name: 'b.pdf', size: 1 },
      ],
      limits,
    );
    expect(two).toMatchObject({ tooMany: true, ok: false });
    expect(judgeFiles([{ name: 'a.pdf', size: 1 }], limits).ok).toBe(true);
  });

  it('writes sizes in KB under a megabyte, else MB', () => {
    expect(formatBytes(10)).toBe('1 KB');
    expect(formatBytes(2.5 * MB)).toBe('2.5 MB');
  });
});

describe('the map of a consent block', () => {
  it('draws a way to the screen-out when a required consent screens out at once', () => {
    const consent = block(1, 'Consent', {
      type_id: 'informed_consent',
      data: {},
      screenout_immediately: true,
    });
    const exits = buildGraph(draftOf([consent])).exits.get(1) ?? [];
    expect(exits.map((e) => e.destination.to)).toEqual(['end', 'screenout']);
  });

  it('draws none when refusing it does not screen out', () => {
    const consent = block(1, 'Consent', { type_id: 'informed_consent', data: {} });
    expect((buildGraph(draftOf([consent])).exits.get(1) ?? []).map((e) => e.destination.to)).toEqual(['end']);
  });
});
