import { ESLint } from 'eslint';

// Vitest runs from the project root.
const root = process.cwd();
const eslint = new ESLint({ cwd: root, ignore: false });

/** The rule ids lint reports for `code` written at `file` (a path from the project root). */
async function rulesFor(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${file}` });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

const importing = (from: string) => `import * as probe from '${from}';\n\nexport const used = probe;\n`;

describe('lint fails on a wrong import (DESIGN.md rule 4)', () => {
  it.each([
    ['src/data/probe.ts', '@schemas/roles', 'src/ never imports schemas/'],
    ['src/data/probe.ts', '@resources/roles', 'src/ never imports resources/'],
    ['src/ui/probe.ts', '@/app/navigation', 'src/ui never imports src/app'],
    ['src/engine/probe.ts', '@/app/route-resolution', 'src/engine never imports src/app'],
    ['src/editing/probe.ts', '@/app/assembly', 'src/editing never imports src/app'],
    ['src/ui/probe.ts', '@/engine', 'src/ui never imports src/engine'],
    [
      'src/ui/query-builder/probe.ts',
      '../../engine/registry',
      'src/ui never imports src/engine, relatively either',
    ],
    ['src/ui/probe.ts', '@/domain/user-query', 'src/ui never imports src/domain'],
    ['src/domain/user-query/probe.ts', '@/app/registry', 'src/domain never imports src/app'],
    ['src/domain/kit-states/probe.ts', '@resources/kitlink/states', 'src/domain never imports an area'],
    ['src/domain/probe.ts', '@schemas/orders', 'src/domain never imports schemas/'],
    ['schemas/probe.ts', '@/domain/user-query', 'schemas/ import no other domain code'],
    ['src/mocks/probe.ts', '@/app/registry', 'the mock backend never imports the composition root'],
    [
      'src/mocks/db/probe.ts',
      '../../app/contract',
      'the mock backend never imports src/app, relatively either',
    ],
    ['resources/labs/probe.ts', '@resources/roles', 'an area never imports another'],
    ['resources/labs/probe.ts', '../roles/index', 'an area never imports another, relatively either'],
    ['resources/labs/probe.ts', '@/app/assembly', 'an area never imports src/app'],
    ['resources/labs/probe.tsx', '@/app/registry', 'an area never imports the registry'],
    ['resources/labs/index.ts', '@/app/route-resolution', "an area's module never imports src/app"],
    [
      'resources/labs/probe.ts',
      '../../src/app/navigation',
      'an area never imports src/app, relatively either',
    ],
    ['resources/labs/mocks/probe.ts', '@/app/mock-backend', "an area's mock never imports src/app"],
    ['src/shell/probe.ts', '@/app/registry', 'src/shell never imports src/app'],
    ['src/shell/probe.ts', '../app/assembly', 'src/shell never imports src/app, relatively either'],
    ['src/shell/probe.ts', '@resources/roles', 'src/shell never imports resources/'],
    ['src/shell/probe.ts', '@schemas/roles', 'src/shell never imports schemas/'],
    ['schemas/probe.ts', '@/engine/screens', "schemas/ use only the engine's public API"],
    ['schemas/probe.ts', '@/app/assembly', 'schemas/ never import src/app'],
    ['schemas/probe.ts', '@resources/roles', 'schemas/ never import resources/'],
    ['resources/labs/probe.tsx', './mocks', "a screen never imports its area's mocks"],
    [
      'resources/labs/probe.tsx',
      '@resources/labs/mocks/access',
      "a screen never imports its area's mock files",
    ],
    ['src/data/probe.ts', '@/mocks/db', 'product code in src/ never imports the mock backend'],
    ['src/data/probe.ts', '@/mocks/entities', "product code never imports the mock's seed tables"],
    ['src/mocks/db/probe.ts', '../entities', 'the mock kernel never imports per-entity seed tables'],
    [
      'resources/labs/mocks/probe.ts',
      '@resources/kitlink/mocks/day',
      "an area's mock never imports another's",
    ],
  ])('%s importing %s: %s', async (file, from) => {
    expect(await rulesFor(file, importing(from))).toContain('import-x/no-restricted-paths');
  });

  it.each([
    ['a.ts', 'an import cycle'],
    ['lazy-a.ts', 'an import cycle closed by a dynamic import()'],
  ])('reports %s: %s', async (file) => {
    const [result] = await eslint.lintFiles([`${root}/tests/fixtures/lint-cycle/${file}`]);
    expect(result?.messages.map((m) => m.ruleId)).toContain('import-x/no-cycle');
  });

  it.each([
    ['src/app/registry.ts', '@resources/roles', 'the composition root reads the registries'],
    ['resources/labs/probe.ts', './index', 'an area imports its own files'],
    ['resources/labs/probe.ts', '@/shell/module', 'an area imports src/shell'],
    ['resources/labs/probe.tsx', '@/shell/menu-hooks', "an area's screen reads the menu through src/shell"],
    ['src/shell/probe.ts', '@/auth', 'src/shell uses the layers below it'],
    ['src/app/probe.ts', '@/shell/assembly-context', 'the composition root provides what src/shell declares'],
    ['schemas/probe.ts', '@/engine', "schemas/ use the engine's public API"],
    ['schemas/probe.ts', './_fields', 'schemas/ use their field factories'],
    ['schemas/probe.ts', '@/domain/kit-states', 'schemas/ use the shared life cycles'],
    ['src/domain/probe.ts', '@/engine', 'src/domain uses the engine'],
    ['src/domain/probe.ts', '@/ui/query-builder', 'src/domain uses src/ui'],
    ['resources/labs/probe.ts', '@/domain/user-query', 'an area imports src/domain'],
    ['resources/labs/mocks/probe.ts', '@/mocks/db', "an area's mock uses the mock kernel"],
    ['src/mocks/probe.ts', './entities', "the mock's composition root hands the kernel its seed tables"],
    ['resources/labs/mocks/probe.ts', '../contract', "an area's mock uses its area's calls"],
  ])('allows %s importing %s: %s', async (file, from) => {
    expect(await rulesFor(file, importing(from))).not.toContain('import-x/no-restricted-paths');
  });
});

describe('the mock is loaded lazily, where the console starts', () => {
  const lazily = (from: string) => `export const load = () => import('${from}');\n`;
  const typeOnly = (from: string) =>
    `import type * as probe from '${from}';\n\nexport type Used = typeof probe;\n`;
  const loaderRules = ['import-x/no-restricted-paths', '@typescript-eslint/no-restricted-imports'];

  it.each([
    ['src/app/bootstrap.ts', lazily('@/mocks/browser'), 'the start-up, with a dynamic import()'],
    [
      'src/app/mock-backend.ts',
      typeOnly('@/mocks/served-app'),
      "the app handed to the mock, the mock's types",
    ],
    ['resources/labs/index.ts', lazily('./mocks'), "an area's module, with a dynamic import()"],
  ])('allows %s: %s', async (file, code) => {
    const rules = await rulesFor(file, code);
    expect(rules.filter((r) => loaderRules.includes(r))).toEqual([]);
  });

  it.each([
    ['src/app/bootstrap.ts', '@/mocks/browser', 'the start-up'],
    ['resources/labs/index.ts', './mocks', "an area's module"],
  ])('refuses a static import of mock code in %s (%s)', async (file, from) => {
    expect(await rulesFor(file, importing(from))).toContain('@typescript-eslint/no-restricted-imports');
  });

  it('refuses even a type import of mock code elsewhere', async () => {
    expect(await rulesFor('src/app/probe.ts', typeOnly('@/mocks/served-app'))).toContain(
      'import-x/no-restricted-paths',
    );
  });
});

describe('lint fails on an API answer trusted without the contract', () => {
  const typed =
    "import { request } from '@/http';\n\nexport const read = () => request<{ id: number }>('/x');\n";
  const cast =
    "import { request } from '@/http';\n\nexport const read = async () => (await request('/x')).data as { id: number };\n";
  const parsed = "import { request } from '@/http';\n\nexport const read = () => request<unknown>('/x');\n";

  it.each([
    ['resources/labs/probe.ts', typed, 'a typed request<T> in an area'],
    ['src/app/probe.ts', typed, 'a typed request<T> in the shell'],
    ['resources/labs/probe.ts', cast, 'a cast of answer data'],
  ])('%s: %s', async (file, code) => {
    expect(await rulesFor(file, code)).toContain('no-restricted-syntax');
  });

  it.each([
    ['resources/labs/probe.ts', parsed, 'request<unknown>, parsed after'],
    ['src/contract/probe.ts', typed, 'the contract layer itself'],
    ['resources/labs/mocks/probe.ts', typed, 'mock code'],
  ])('allows %s: %s', async (file, code) => {
    expect(await rulesFor(file, code)).not.toContain('no-restricted-syntax');
  });
});
