import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Test files that run the built CLI or another process (tmux, npm, a script), or that run the whole
 * corpus of real captures, or bounded fuzz properties: `npm run test:integration`. Everything else
 * is a unit test (`npm run test:unit`): it imports src/ directly, spawns nothing, and the lot runs
 * in well under a minute. `npm test` runs both. test/lint/test-split.test.ts keeps a test that
 * spawns a process out of the unit project.
 */
export const INTEGRATION_TESTS = [
  // the built CLI, or another process
  'test/bench/harness.test.ts',
  'test/classify/declared-agent.test.ts',
  'test/cli/batch.test.ts',
  'test/cli/capture-paths.test.ts',
  'test/cli/capture.test.ts',
  'test/cli/classify.test.ts',
  'test/cli/cli-bundle.test.ts',
  'test/cli/html-cap.test.ts',
  'test/cli/html-report.test.ts',
  'test/cli/manifest.test.ts',
  'test/cli/output-file.test.ts',
  'test/cli/packs-json.test.ts',
  'test/cli/serve.test.ts',
  'test/cli/start-up.test.ts',
  'test/cli/timeline.test.ts',
  'test/cli/tmux.test.ts',
  'test/cli/usage-errors.test.ts',
  'test/cli/vocabulary.test.ts',
  'test/cli/watch.test.ts',
  'test/docs/readme.test.ts',
  'test/lab/faults.test.ts',
  'test/package/installed-package.test.ts',
  'test/packs/cli.test.ts',
  'test/packs/packs-test.test.ts',
  'test/packs/plugin-package.test.ts',
  'test/packs/validators.test.ts',
  'test/shared/line-reader.test.ts',
  'test/transcript/cli.test.ts',
  'test/transcript/progress.test.ts',
  // every real capture of every pack
  'test/corpus/dev-corpus.test.ts',
  'test/corpus/recording-timelines.test.ts',
  'test/packs/builtin-fixtures.test.ts',
  'test/packs/cache-corpus.test.ts',
  'test/packs/coverage-table.test.ts',
  'test/packs/process-alone.test.ts',
  'test/packtest/generalisation.test.ts',
  'test/packtest/generic-alone.test.ts',
  'test/packtest/generic-only.test.ts',
  'test/screen/ansi-tmux-corpus.test.ts',
  'test/screen/asciicast-corpus.test.ts',
  'test/screen/tmux-control.test.ts',
  // hostile inputs: bounded fuzz properties and inputs at their caps
  'test/hostile/**/*.test.ts',
];

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    projects: [
      // `extends` merges lists, so each project names its own files: the root names none.
      { extends: true, test: { name: 'unit', include: ['test/**/*.test.ts'], exclude: [...configDefaults.exclude, ...INTEGRATION_TESTS] } },
      { extends: true, test: { name: 'integration', include: INTEGRATION_TESTS } },
    ],
  },
});
