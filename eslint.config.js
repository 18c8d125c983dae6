// Lint: typescript-eslint's strict type-checked rules over src/ and bench/, the layers of src/ kept
// one-way, and ESLint's recommended rules over the plain JavaScript of lab/, bench/ and scripts/.
import { builtinRules } from 'eslint/use-at-your-own-risk';
import tseslint from 'typescript-eslint';
import { layerConfigs } from './eslint.layers.js';

/** ESLint's own recommended rules (what @eslint/js calls `recommended`), read off the rules themselves. */
const recommendedRules = Object.fromEntries([...builtinRules].filter(([, rule]) => rule.meta?.docs?.recommended).map(([name]) => [name, 'error']));

/** The Node globals the scripts use, beside the language's own. */
const nodeGlobals = Object.fromEntries(
  ['process', 'console', 'Buffer', 'URL', 'URLSearchParams', 'TextEncoder', 'TextDecoder', 'AbortController', 'AbortSignal', 'fetch', 'Response', 'Request', 'Headers', 'performance', 'structuredClone', 'queueMicrotask', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate'].map(
    (name) => [name, 'readonly'],
  ),
);

const unusedVars = ['error', { ignoreRestSiblings: true, argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'plugins/**', 'test/**', 'src/generated/**', '*.js', '*.ts', '*.mjs'] },
  {
    files: ['src/**/*.ts', 'bench/**/*.ts'],
    extends: [...tseslint.configs.strictTypeChecked],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // With noUncheckedIndexedAccess every index read is `T | undefined`; `!` after an index the
      // code has just bounded is the readable form, and the type-checker still guards the rest.
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Numbers and booleans print as people expect in a message; objects and undefined still fail.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true, allowBoolean: true }],
      // `const { dropped: _dropped, ...rest } = x` is how a field is left out of a copy.
      '@typescript-eslint/no-unused-vars': unusedVars,
    },
  },
  {
    // A case group's `run` is async by its interface, whether or not this one awaits.
    files: ['bench/**/*.ts'],
    rules: { '@typescript-eslint/require-await': 'off' },
  },
  {
    files: ['lab/**/*.mjs', 'bench/**/*.mjs', 'scripts/**/*.mjs'],
    languageOptions: { ecmaVersion: 'latest', sourceType: 'module', globals: nodeGlobals },
    rules: { ...recommendedRules, 'no-unused-vars': unusedVars },
  },
  ...layerConfigs,
);
