import { checkUpload, MAX_DOCUMENT_BYTES, showsInline } from '@resources/users/document-checks';

describe('document upload checks: type and size checked before upload', () => {
  const pdf = { name: 'a.pdf', type: 'application/pdf', size: 2048 };

  it('accepts PDFs, images and Word documents up to 10 MB', () => {
    expect(checkUpload(pdf)).toBeNull();
    expect(checkUpload({ ...pdf, type: 'image/png' })).toBeNull();
    expect(checkUpload({ ...pdf, type: 'image/jpeg' })).toBeNull();
    expect(
      checkUpload({
        ...pdf,
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      }),
    ).toBeNull();
    expect(checkUpload({ ...pdf, size: MAX_DOCUMENT_BYTES })).toBeNull();
  });

  it('refuses an empty file, one over 10 MB, and other kinds', () => {
    expect(checkUpload({ ...pdf, size: 0 })?.code).toBe('empty');
    expect(checkUpload({ ...pdf, size: MAX_DOCUMENT_BYTES + 1 })?.code).toBe('too_large');
    expect(checkUpload({ ...pdf, type: 'application/x-msdownload' })?.code).toBe('wrong_type');
    expect(checkUpload({ ...pdf, type: '' })?.code).toBe('wrong_type');
  });

  it('shows PDFs and images inline, and only those', () => {
    expect(showsInline('application/pdf')).toBe(true);
    expect(showsInline('image/png')).toBe(true);
    expect(showsInline('application/vnd.openxmlformats-officedocument.wordprocessingml.document')).toBe(
      false,
    );
  });
});
