import { folderAndBelow, folderTree } from '@resources/emails/list/folders';

const folders = [
  { id: 3, name: 'Reminders', parent_id: null },
  { id: 4, name: 'Visit reminders', parent_id: 3 },
  { id: 11, name: 'Survey reminders', parent_id: 3 },
  { id: 1, name: 'Onboarding', parent_id: null },
  { id: 20, name: 'Older', parent_id: 4 },
  { id: 30, name: 'Orphan', parent_id: 99 },
  { id: 40, name: 'Loop A', parent_id: 41 },
  { id: 41, name: 'Loop B', parent_id: 40 },
];

describe('template folders as a tree', () => {
  it('lists each parent before its children, by name, with their depth', () => {
    expect(folderTree(folders).map((n) => `${n.depth}:${n.folder.name}`)).toEqual([
      '0:Onboarding',
      '0:Orphan',
      '0:Reminders',
      '1:Survey reminders',
      '1:Visit reminders',
      '2:Older',
      '0:Loop A',
      '1:Loop B',
    ]);
  });

  it('a folder stands for itself and every folder below it, even in a loop', () => {
    expect(folderAndBelow(folders, 3)).toEqual([3, 4, 11, 20]);
    expect(folderAndBelow(folders, 11)).toEqual([11]);
    expect(folderAndBelow(folders, 40)).toEqual([40, 41]);
  });
});
