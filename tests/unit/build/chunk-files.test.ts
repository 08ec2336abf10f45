import { chunkFiles, type BuiltChunk } from '@/app/chunk-files';

const chunk = (fileName: string, imports: string[] = [], extra: Partial<BuiltChunk> = {}): BuiltChunk => ({
  type: 'chunk',
  fileName,
  imports,
  facadeModuleId: `/src/${fileName.replace(/-\w+\.js$/, '')}.ts`,
  ...extra,
});

const BUNDLE: Record<string, BuiltChunk> = Object.fromEntries(
  [
    chunk('index-a.js', ['react-b.js'], { isEntry: true }),
    chunk('react-b.js'),
    chunk('browser-c.js', ['db-d.js', 'react-b.js']),
    chunk('db-d.js', ['faker-e.js']),
    chunk('faker-e.js'),
    chunk('mocks-f.js', ['db-d.js', 'rules-g.js']),
    chunk('rules-g.js', ['db-d.js']),
    chunk('list-h.js', ['table-i.js']),
    chunk('table-i.js'),
    { type: 'asset', fileName: 'style-j.css' } satisfies BuiltChunk,
  ].map((c) => [c.fileName, c]),
);

describe('the files index.html preloads for chosen chunks', () => {
  test('each root with everything it imports, each file once, in the order met', () => {
    const roots = new Set(['/src/browser.ts', '/src/mocks.ts']);
    expect(chunkFiles(BUNDLE, (c) => roots.has(c.facadeModuleId ?? ''))).toEqual([
      'browser-c.js',
      'db-d.js',
      'faker-e.js',
      'mocks-f.js',
      'rules-g.js',
    ]);
  });

  test('leaves out the entry and what it imports: the page loads them anyway', () => {
    expect(chunkFiles(BUNDLE, (c) => c.fileName === 'index-a.js' || c.fileName === 'react-b.js')).toEqual([]);
    expect(chunkFiles(BUNDLE, (c) => c.fileName === 'browser-c.js')).not.toContain('react-b.js');
  });

  test('nothing for no match, an empty bundle or none', () => {
    expect(chunkFiles(BUNDLE, () => false)).toEqual([]);
    expect(chunkFiles({}, () => true)).toEqual([]);
    expect(chunkFiles(undefined, () => true)).toEqual([]);
  });

  test('assets are never preloaded as modules', () => {
    expect(chunkFiles(BUNDLE, (c) => c.type === 'asset')).toEqual([]);
  });
});
