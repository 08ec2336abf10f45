import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import main from '@locales/en-gb.json';

type Tree = { [key: string]: string | Tree };

const root = join(__dirname, '../../..');
const leaves = (tree: Tree, prefix: string): string[] =>
  Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}.${k}`] : leaves(v, `${prefix}.${k}`),
  );
const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/mocks?[-.]|\.test\./.test(name) ? [path] : [];
  });

/** Every folder that keeps its own texts: areas under resources/, shared pieces under src/ui/ and src/domain/. */
const folders = ['resources', 'src/ui', 'src/domain'].flatMap((base) =>
  readdirSync(join(root, base))
    .map((name) => join(root, base, name))
    .filter((dir) => existsSync(join(dir, 'en-gb.json'))),
);

describe('areas and shared pieces keep their texts beside their code', () => {
  it('finds the areas that do', () => {
    expect(folders.map((d) => relative(root, d))).toEqual(
      expect.arrayContaining(['resources/kitlink', 'resources/roles']),
    );
  });

  describe.each(folders.map((dir) => [relative(root, dir), dir] as const))('%s', (_, dir) => {
    const texts = JSON.parse(readFileSync(join(dir, 'en-gb.json'), 'utf8')) as Tree;
    const [top, ...others] = Object.keys(texts);
    const files = sources(dir).map((path) => ({ path, code: readFileSync(path, 'utf8') }));
    const code = files.map((f) => f.code).join('\n');
    const defined = top === undefined ? [] : leaves(texts[top] as Tree, top);

    it('has one top-level key, its own, that the start-up catalogue does not use', () => {
      expect(others).toEqual([]);
      // A shared piece keeps its words under its layer's key, one entry each: `ui.<piece>`, `domain.<topic>`.
      const layer = ['ui', 'domain'].find((name) => dir.includes(`/src/${name}/`));
      expect(top).toBe(layer ?? dir.split('/').pop()?.replace(/-/g, '_'));
      if (layer) expect(Object.keys(texts[layer] as Tree)).toHaveLength(1);
      else expect(Object.keys(main)).not.toContain(top);
    });

    it('defines every key its code names', () => {
      const quoted = new RegExp(`['"](${top}\\.[A-Za-z0-9_.]+[A-Za-z0-9_])['"]`, 'g');
      const used = [...code.matchAll(quoted)].map((m) => m[1] ?? '');
      for (const key of used) expect(defined, key).toContain(key);
    });

    it('names every key it defines, in full or by a prefix it completes at run time', () => {
      const prefixes = [...code.matchAll(new RegExp(`\`(${top}\\.[A-Za-z0-9_.]*)\\$\\{`, 'g'))].map(
        (m) => m[1] ?? '',
      );
      for (const key of defined) {
        const named = code.includes(`'${key}'`) || code.includes(`"${key}"`);
        expect(named || prefixes.some((p) => key.startsWith(p)), key).toBe(true);
      }
    });

    it('registers its texts from every file that names them', () => {
      const naming = files.filter((f) => new RegExp(`['"\`]${top}\\.`).test(f.code));
      for (const f of naming) {
        expect(f.code, relative(root, f.path)).toMatch(/import '(\.\.?\/)+texts';|registerTexts\(/);
      }
    });
  });
});
