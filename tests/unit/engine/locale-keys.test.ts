import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { entities } from '@schemas/index';
import en from '@locales/en-gb.json';

type Tree = { [key: string]: string | Tree };
const lookup = (key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], en as unknown as Tree);

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory()
      ? sources(path)
      : /\.tsx?$/.test(name)
        ? [readFileSync(path, 'utf8')]
        : [];
  });
}

describe('every visible string of the generated screens lives in locales/en-gb.json', () => {
  it.each(entities.map((e) => [e.name, e] as const))(
    '%s: name, every field and every choice',
    (_, schema) => {
      expect(lookup(`resources.${schema.name}.name`)).toMatch(/^.+ \|\|\|\| .+$/);
      for (const field of schema.fields) {
        expect(lookup(`resources.${schema.name}.fields.${field.source}`), field.source).toEqual(
          expect.any(String),
        );
        for (const choice of field.choices ?? []) {
          expect(lookup(`resources.${schema.name}.choices.${field.source}.${choice}`), choice).toEqual(
            expect.any(String),
          );
        }
      }
    },
  );

  it('has every engine.* and validation.* key the engine code names', () => {
    const code = sources(join(__dirname, '../../../src/engine')).join('\n');
    const keys = new Set([...code.matchAll(/'((?:engine|validation)\.[A-Za-z.]+)'/g)].map((m) => m[1] ?? ''));
    expect(keys.size).toBeGreaterThan(10);
    for (const key of keys) expect(lookup(key), key).toEqual(expect.any(String));
  });
});
