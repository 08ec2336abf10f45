import { defineEntity } from '@/engine';
import { listFields } from '@/engine/screens/entity-list';

describe('list columns', () => {
  it("follow the schema's list.columns order, then the chooser's other fields in field order", () => {
    const schema = defineEntity({
      recordTitle: 'title',
      icon: 'extension',
      fields: [
        { source: 'title', type: 'text' },
        { source: 'colour', type: 'text' },
        { source: 'size', type: 'number' },
        { source: 'weight', type: 'number' },
        { source: 'notes', type: 'text', views: { list: false } },
        { source: 'made_on', type: 'date' },
      ],
      list: { columns: ['size', 'title', 'made_on'] },
    }).inFile('schemas/widgets.ts');
    expect(listFields(schema).map((f) => f.source)).toEqual(['size', 'title', 'made_on', 'colour', 'weight']);
  });
});

describe('entity names inside a sentence', () => {
  it('lower-cases a capitalised word and keeps an acronym', async () => {
    const { midSentence } = await import('@/engine/widgets/labels');
    expect(midSentence('Gene variants')).toBe('gene variants');
    expect(midSentence('Call logs')).toBe('call logs');
    expect(midSentence('DNA kits')).toBe('DNA kits');
  });
});
