// Lint: typescript-eslint's strict type-checked rules over src/, and the layers of src/ kept one-way.
import tseslint from 'typescript-eslint';
import { layerConfigs } from './eslint.layers.js';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'plugins/**', 'lab/**', 'bench/**', 'scripts/**', 'test/**', 'src/generated/**', '*.js', '*.mjs'] },
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // With noUncheckedIndexedAccess every index read is `T | undefined`; `!` after an index the
      // code has just bounded is the readable form, and the type-checker still guards the rest.
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Numbers and booleans print as people expect in a message; objects and undefined still fail.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true, allowBoolean: true }],
      // `const { dropped: _dropped, ...rest } = x` is how a field is left out of a copy.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true, argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  ...layerConfigs,
);
