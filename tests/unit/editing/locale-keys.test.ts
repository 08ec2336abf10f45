import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import en from '@/editing/en-gb.json';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix: string): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}.${k}`] : leaves(v, `${prefix}.${k}`),
  );
}

const dir = join(__dirname, '../../../src/editing');
const code = readdirSync(dir)
  .map((name) => readFileSync(join(dir, name), 'utf8'))
  .join('\n');
const used = new Set([...code.matchAll(/'(app\.editing\.[a-z_.]+)'/g)].map((m) => m[1] ?? ''));
const defined = leaves((en as unknown as { app: { editing: Tree } }).app.editing, 'app.editing');

describe('every visible string of the editing lifecycle lives in src/editing/en-gb.json', () => {
  it('defines every app.editing key the code names', () => {
    expect(used.size).toBeGreaterThan(40);
    for (const key of used) expect(defined, key).toContain(key);
  });

  it('registers its texts from every file that names them', () => {
    for (const name of readdirSync(dir).filter((n) => /\.tsx?$/.test(n))) {
      const source = readFileSync(join(dir, name), 'utf8');
      if (/'app\.editing\./.test(source)) expect(source, name).toContain("import './texts';");
    }
  });

  it('has no app.editing key the code does not name', () => {
    for (const key of defined) expect(used, key).toContain(key);
  });
});
