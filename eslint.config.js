import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Each folder of resources/ is an area; areas never import each other (DESIGN.md rule 4).
const areas = readdirSync(new URL('./resources', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/**
 * One-way dependencies (DESIGN.md rule 4): schemas/ and resources/ build on src/, never the
 * reverse, except through the one composition root, which also hands the mock backend what it
 * serves; the areas, src/shell, src/ui, src/engine, src/editing, src/domain and the mock backend
 * never reach up into src/app; src/ui reads neither the engine nor the domain code built on it;
 * schemas use only the engine's public API, its field factories, permission names and the life
 * cycles.
 */
export const boundaryZones = [
  {
    target: './src',
    from: ['./schemas', './resources'],
    except: [],
    message: 'src/ reads schemas/ and resources/ only through src/app/registry.ts.',
  },
  {
    target: ['./src/ui', './src/engine', './src/editing'],
    from: './src/app',
    message: 'src/ui, src/engine and src/editing never import src/app.',
  },
  {
    // The composition root imports every area through the registry: an area importing it back
    // closes a loop through all of them. What an area needs of the console sits in src/shell.
    target: './resources',
    from: './src/app',
    message:
      'An area never imports src/app: take the module contract, menu, assembly and recent visits from src/shell.',
  },
  {
    // The shell is what areas and the composition root share, so it depends on neither: the app
    // provides the assembly through the shell's context.
    target: './src/shell',
    from: ['./src/app', './resources', './schemas'],
    message:
      'src/shell never imports src/app, resources/ or schemas/: it declares the types and contexts, the app provides them.',
  },
  {
    // Shared pieces know no entity: what knows users, studies or custom properties is domain code,
    // which builds on the generic widget, not the other way round.
    target: './src/ui',
    from: ['./src/engine', './src/domain'],
    message: 'src/ui never imports src/engine or src/domain: what knows entities goes to src/domain.',
  },
  {
    // Domain code is shared by areas and the app, so it cannot depend on either; resources/ (and
    // schemas/) are kept out of it by the src/-wide zone above.
    target: './src/domain',
    from: './src/app',
    message: 'src/domain never imports src/app or resources/: the areas and the app import it.',
  },
  {
    // The areas' mocks import the mock's db, and the registry imports the areas: the mock reading
    // the registry closes a loop through every area. It is handed the app where it starts.
    target: './src/mocks',
    from: './src/app',
    message: 'src/mocks never imports src/app: the app hands it what it serves (src/mocks/served-app.ts).',
  },
  {
    // The kernel is handed its per-entity seed tables (src/mocks/served-data.ts); it never reaches
    // for them, so an entity's facts live with their owner: the area's mocks or src/mocks/entities.
    target: './src/mocks/db',
    from: ['./src/mocks/entities', './src/mocks/served-data.ts'],
    message:
      'The mock kernel (src/mocks/db) holds no per-entity seed tables: src/mocks/served-data.ts hands them over.',
  },
  {
    target: './schemas',
    from: './src',
    // The life cycles are shared with KitLink: one table, read by the schema and the area.
    except: ['./engine/index.ts', './auth/permission-names.ts', './domain/kit-states/index.ts'],
    message:
      "schemas/ import only the engine's public API ('@/engine'), permission names and the life cycles ('@/domain/kit-states').",
  },
  { target: './schemas', from: './resources', message: 'schemas/ never import resources/.' },
  ...areas.map((area) => ({
    target: `./resources/${area}`,
    from: './resources',
    except: [`./${area}`],
    message: 'An area never imports another; move what two areas share into src/ (src/editing, src/ui).',
  })),
];

/** Mock code: the mock backend's kernel and each area's mock handlers and seed. */
const mockFiles = ['src/mocks/**', 'resources/*/mocks/**'];

/**
 * Where the console loads its mock: the start-up (src/app/bootstrap.ts), the app handed to the
 * mock (src/app/mock-backend.ts) and each area's module (`mocks: () => import('./mocks')`). They
 * may name mock code only in a type or a dynamic import() behind `VITE_MOCK`, which a production
 * build drops; a static import would put the mock in every bundle.
 */
const mockLoaders = ['src/app/bootstrap.ts', 'src/app/mock-backend.ts', 'resources/*/index.ts'];

/** Product code (all of src/ and resources/ but the mock and its loaders) never imports mock code. */
export const mockZones = [
  {
    target: ['./src/**', './resources/**'],
    from: mockFiles.map((glob) => `./${glob}`),
    message:
      'Product code never imports mock code (src/mocks, resources/<area>/mocks): the app loads the mock lazily where it starts.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'dist-mock',
      'coverage',
      'playwright-report',
      'test-results',
      'public/mockServiceWorker.js',
      'tests/bench/results',
      // Broken on purpose: the boundary test checks that lint refuses them.
      'tests/fixtures/lint-cycle',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['scripts/**/*.mjs', 'tests/bench/**/*.mjs', '*.js'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      'no-restricted-imports': 'off',
      // Dynamic imports count: a lazy `import()` that closes a loop is still a loop.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: [...boundaryZones, ...mockZones] }],
    },
  },
  {
    // The mock itself, and the places that load it, are kept by the other zones only.
    files: [...mockFiles, ...mockLoaders],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: boundaryZones }] },
  },
  {
    files: mockLoaders,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/mocks', '**/mocks/**'],
              allowTypeImports: true,
              message:
                'Load the mock with a dynamic import() behind VITE_MOCK; import only its types statically.',
            },
          ],
        },
      ],
    },
  },
  {
    // API answers are parsed at the boundary (src/contract, src/http), never cast: a typed
    // `request<T>` or `res.data as T` anywhere else would trust whatever a server sends.
    files: ['src/**/*.{ts,tsx}', 'resources/**/*.{ts,tsx}'],
    ignores: ['src/http/**', 'src/contract/**', ...mockFiles],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.name='request'] > TSTypeParameterInstantiation > :not(TSUnknownKeyword)",
          message: 'Parse API answers with the contract (callApi from @/contract), do not type request<T>.',
        },
        {
          selector: "TSAsExpression[expression.type='MemberExpression'][expression.property.name='data']",
          message: 'Parse API answers with the contract (callApi from @/contract), do not cast their data.',
        },
      ],
    },
  },
  {
    // The composition root is the one door from src/ to the registries.
    files: ['src/app/registry.ts'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    files: ['schemas/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react/*', '@mui/*', 'react-admin', '@resources/*'],
              message: 'Schemas are data only: no React, no resources.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['tests/**/*.{ts,tsx}', 'scripts/**/*', '*.config.ts'],
    rules: { 'no-console': 'off' },
  },
  prettier,
);
