import { HttpError } from '@/http';
import {
  blocksNotSaved,
  fieldsAlreadyStored,
  forgetPartialSave,
  reasonGivenFor,
  rememberFieldsStored,
} from '../../../resources/flows/partial-save';
import { block, draftOf } from './fixtures';

describe('a flow save whose blocks call failed', () => {
  const draft = draftOf([block(1, 'Age'), block(2, 'Smoker')]);
  afterEach(() => forgetPartialSave(7));

  it('knows the fields and sections are stored until they change or the flow is read again', () => {
    expect(fieldsAlreadyStored(7, draft)).toBe(false);
    rememberFieldsStored(7, draft);
    expect(fieldsAlreadyStored(7, draft)).toBe(true);
    // Block edits after the failure do not matter: only the blocks are sent again.
    expect(fieldsAlreadyStored(7, { ...draft, blocks: [block(1, 'Your age')] })).toBe(true);
    expect(fieldsAlreadyStored(7, { ...draft, fields: { ...draft.fields, title: 'Other' } })).toBe(false);
    expect(fieldsAlreadyStored(8, draft)).toBe(false);
    forgetPartialSave(7);
    expect(fieldsAlreadyStored(7, draft)).toBe(false);
  });

  it('reuses the consent reason only for the very blocks it was given for', () => {
    rememberFieldsStored(7, draft, 'Clearer wording');
    expect(reasonGivenFor(7, draft)).toBe('Clearer wording');
    expect(reasonGivenFor(7, { ...draft, blocks: [block(1, 'Changed again')] })).toBeUndefined();
  });

  it('says what was saved and what was not, keeping the HTTP status', () => {
    const error = blocksNotSaved(new HttpError({ status: 423, message: 'Locked.' }));
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(423);
    expect(error.message).toMatch(/^the blocks \(Locked\.\)\. The flow's settings and sections were saved\./);
  });
});
