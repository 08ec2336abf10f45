import { checkEntities, defineEntity, entitiesFromModules, SchemaError, type EntityInput } from '@/engine';

const base = {
  recordTitle: 'title',
  icon: 'extension',
  fields: [{ source: 'title', type: 'text', required: true }],
} satisfies EntityInput;

/** A definition checked as the schema in `file`, as the registry checks each file of schemas/. */
const inFile = (def: EntityInput, file = 'schemas/widgets.ts') => defineEntity(def).inFile(file);

function errorOf(def: unknown): SchemaError {
  try {
    inFile(def as EntityInput);
  } catch (e) {
    if (e instanceof SchemaError) return e;
    throw e;
  }
  throw new Error('expected the schema to be rejected');
}

describe('a wrong schema fails at load, naming the file and the field', () => {
  it('names the field whose type is unknown', () => {
    const e = errorOf({ ...base, fields: [...base.fields, { source: 'colour', type: 'colour' }] });
    expect(e.file).toBe('schemas/widgets.ts');
    expect(e.field).toBe('colour');
    expect(e.message).toMatch(/schemas\/widgets\.ts, field "colour": type/);
    expect(e.message).toContain('Invalid option: expected one of "text"|');
  });

  it('names an enum field without choices', () => {
    const e = errorOf({ ...base, fields: [...base.fields, { source: 'state', type: 'enum' }] });
    expect(e.message).toContain('field "state": an enum field needs choices');
  });

  it('names a reference field without a target', () => {
    expect(
      errorOf({ ...base, fields: [...base.fields, { source: 'owner_id', type: 'reference' }] }).field,
    ).toBe('owner_id');
  });

  it('names a field defined twice', () => {
    const e = errorOf({ ...base, fields: [...base.fields, { source: 'title', type: 'text' }] });
    expect([e.field, e.message]).toEqual(['title', expect.stringContaining('is defined twice')]);
  });

  it('names a list column that is not a field', () => {
    const e = errorOf({ ...base, list: { columns: ['title', 'nope'] } });
    expect(e.field).toBe('nope');
    expect(e.message).toContain('list.columns names no field');
  });

  it('names the source of a related list that is not a field', () => {
    const e = errorOf({ ...base, related: [{ entity: 'parts', target: 'widget_id', source: 'code' }] });
    expect(e.field).toBe('code');
    expect(e.message).toContain('related parts: source names no field');
  });

  it('fills a related list source with id', () => {
    const widgets = inFile({ ...base, related: [{ entity: 'parts', target: 'widget_id' }] });
    expect(widgets.related).toEqual([{ entity: 'parts', target: 'widget_id', source: 'id' }]);
  });

  it('names a list scope filter that is not a filterable field', () => {
    const e = errorOf({ ...base, list: { scope: { unless: ['perm.widgets'], filter: { title: 'x' } } } });
    expect(e.field).toBe('title');
    expect(e.message).toContain('list.scope.filter names no filterable field');
  });

  it('names a recordTitle that is not a field', () => {
    expect(errorOf({ ...base, recordTitle: 'heading' }).field).toBe('heading');
  });

  it('rejects notBefore on a field that is not a date, or naming no other date field', () => {
    const withEnd = (end: object, more: object[] = []) =>
      errorOf({ ...base, fields: [...base.fields, { source: 'start', type: 'date' }, ...more, end] });
    expect(withEnd({ source: 'end', type: 'text', notBefore: 'start' }).message).toContain(
      'field "end": only date or datetime fields take notBefore',
    );
    expect(withEnd({ source: 'end', type: 'date', notBefore: 'begin' }).message).toContain(
      'field "end": notBefore "begin" names no other date field',
    );
    expect(withEnd({ source: 'end', type: 'date', notBefore: 'title' }).message).toContain(
      'notBefore "title" names no other date field',
    );
    expect(() =>
      inFile({
        ...base,
        fields: [
          ...base.fields,
          { source: 'start', type: 'date' },
          { source: 'end', type: 'date', notBefore: 'start' },
        ],
      }),
    ).not.toThrow();
  });

  it('rejects a preview on a field that is not rich text, or headed by no field', () => {
    const withBody = (body: object) => errorOf({ ...base, fields: [...base.fields, body] });
    expect(withBody({ source: 'body', type: 'longText', preview: { kind: 'page' } }).message).toContain(
      'field "body": only richText fields take a preview',
    );
    expect(
      withBody({ source: 'body', type: 'richText', preview: { kind: 'page', heading: 'headline' } }).message,
    ).toContain('field "body": preview.heading "headline" names no field');
    expect(() =>
      inFile({
        ...base,
        fields: [
          ...base.fields,
          { source: 'body', type: 'richText', preview: { kind: 'page', heading: 'title' } },
        ],
      }),
    ).not.toThrow();
  });

  it('rejects a field with minLength above maxLength', () => {
    const e = errorOf({ ...base, fields: [{ source: 'title', type: 'text', minLength: 9, maxLength: 3 }] });
    expect(e.message).toContain('field "title": minLength is greater than maxLength');
  });

  it('rejects unknown keys, a name of its own among them, with a readable message', () => {
    expect(errorOf({ ...base, colour: 'red' }).message).toMatch(/schemas\/widgets\.ts/);
    expect(errorOf({ ...base, name: 'gadgets' }).message).toMatch(/schemas\/widgets\.ts: .*"name"/);
  });

  it('rejects permission names that are not perm.*', () => {
    const e = errorOf({ ...base, access: { permissions: { read: ['admin'] } } });
    expect(e.message).toContain('access.permissions.read.0');
  });

  it('rejects bulk delete on an entity nobody may delete', () => {
    expect(errorOf({ ...base, list: { bulkDelete: true }, access: { delete: 'none' } }).message).toContain(
      'bulkDelete',
    );
  });
});

describe('in a production build', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('runs the definitions the tests have checked without the schema language, keeping the cross-checks', () => {
    const unknownType = { ...base, fields: [...base.fields, { source: 'colour', type: 'colour' }] };
    expect(() => inFile(unknownType as unknown as EntityInput)).toThrow(SchemaError);
    vi.stubEnv('PROD', true);
    expect(inFile(unknownType as unknown as EntityInput).fields.map((f) => f.source)).toEqual([
      'title',
      'colour',
    ]);
    expect(errorOf({ ...base, recordTitle: 'heading' }).field).toBe('heading');
    const unchecked = inFile(base);
    vi.unstubAllEnvs();
    expect(unchecked).toEqual(inFile(base));
  });
});

describe('defaults are filled as the contract describes', () => {
  const schema = inFile({
    ...base,
    fields: [
      { source: 'title', type: 'text', required: true },
      { source: 'state', type: 'enum', choices: ['a', 'b'] },
      { source: 'payload', type: 'json' },
      { source: 'updated_at', type: 'datetime', readOnly: true },
    ],
  });

  it('fills endpoint, menu, access, list and seed', () => {
    expect(schema).toMatchObject({
      endpoint: 'widgets',
      menu: 'data',
      access: {
        create: 'admin',
        read: 'public',
        update: 'admin',
        delete: 'admin',
        permissions: { read: [], write: [] },
      },
      list: { perPage: 25, sort: { field: 'id', order: 'DESC' }, searchFields: ['title'], bulkDelete: true },
      seed: { count: 200 },
    });
  });

  it('fills views by type and read-only flag', () => {
    const views = Object.fromEntries(schema.fields.map((f) => [f.source, f.views]));
    expect(views.payload).toEqual({ list: false, show: true, edit: true, create: true });
    expect(views.updated_at).toEqual({ list: true, show: true, edit: false, create: false });
    expect(schema.list.columns).toEqual(['title', 'state', 'updated_at']);
  });

  it('makes enums filterable and json unsortable', () => {
    const byName = Object.fromEntries(schema.fields.map((f) => [f.source, f]));
    expect(byName.state?.filterable).toBe(true);
    expect(byName.payload?.sortable).toBe(false);
  });
});

describe('the registry is checked as a whole', () => {
  const a = inFile(base);
  const ref = inFile(
    {
      ...base,
      fields: [
        ...base.fields,
        { source: 'widget_id', type: 'reference', reference: { entity: 'widgets', searchField: 'title' } },
      ],
    },
    'schemas/parts.ts',
  );

  it('accepts references to existing entities and sorts by name', () => {
    expect(checkEntities([a, ref]).map((e) => e.name)).toEqual(['parts', 'widgets']);
  });

  it('rejects a reference to an unknown entity, naming file and field', () => {
    expect(() => checkEntities([ref])).toThrow(
      /schemas\/parts\.ts, field "widget_id": references unknown entity "widgets"/,
    );
  });

  it('rejects a related list naming an unknown entity or a target the entity lacks', () => {
    const unknown = inFile({ ...base, related: [{ entity: 'gears', target: 'widget_id' }] });
    expect(() => checkEntities([unknown, ref])).toThrow(
      /schemas\/widgets\.ts: related list names unknown entity "gears"/,
    );
    const noTarget = inFile({ ...base, related: [{ entity: 'parts', target: 'gear_id' }] });
    expect(() => checkEntities([noTarget, ref])).toThrow(
      /related target "gear_id" is not a field of schemas\/parts\.ts/,
    );
    const fine = inFile({ ...base, related: [{ entity: 'parts', target: 'widget_id' }] });
    expect(checkEntities([fine, ref])).toHaveLength(2);
  });

  it('rejects a reference whose search field the target lacks', () => {
    const bad = inFile(
      {
        ...base,
        fields: [
          ...base.fields,
          { source: 'widget_id', type: 'reference', reference: { entity: 'widgets', searchField: 'nope' } },
        ],
      },
      'schemas/bad.ts',
    );
    expect(() => checkEntities([a, bad])).toThrow(/field "widget_id": searchField "nope"/);
  });

  it('rejects two schemas with one name', () => {
    expect(() => checkEntities([a, { ...a, file: 'schemas/copy.ts' }])).toThrow(
      /copy\.ts.*also used by schemas\/widgets\.ts/,
    );
  });

  it('names each entity after the file it lives in', () => {
    const [gadgets] = entitiesFromModules({ './gadgets.ts': { default: defineEntity(base) } }, 'schemas');
    expect([gadgets?.name, gadgets?.file, gadgets?.endpoint]).toEqual([
      'gadgets',
      'schemas/gadgets.ts',
      'gadgets',
    ]);
  });

  it('rejects a file whose name cannot be an entity name, naming the file', () => {
    expect(() =>
      entitiesFromModules({ './Gadget_list.ts': { default: defineEntity(base) } }, 'schemas'),
    ).toThrow(/schemas\/Gadget_list\.ts: the file name is the entity name/);
  });

  it('rejects a module without a default schema', () => {
    expect(() => entitiesFromModules({ './empty.ts': {} }, 'schemas')).toThrow(
      /schemas\/empty\.ts.*export default/,
    );
  });
});
