// The layers of src/ and what each may import: data flows one way, capture → Screen → classify → result → printer.
// Each folder lists the folders below it that it may use; anything else is a back-edge and fails lint.

/** Folder → the folders (besides itself and the root modules) it may import from. */
export const LAYERS = {
  result: ['shared', 'generated'],
  shared: [],
  generated: [],
  guard: [],
  match: ['result', 'shared', 'generated'],
  packs: ['result', 'shared', 'generated', 'match'],
  screen: ['result', 'shared', 'generated'],
  classify: ['result', 'shared', 'generated', 'match', 'packs', 'screen'],
  packtest: ['result', 'shared', 'generated', 'match', 'packs', 'screen', 'classify'],
  transcript: ['result', 'shared', 'generated', 'guard'],
  record: ['result', 'shared', 'screen'],
  output: ['result', 'shared', 'match', 'packs', 'screen', 'classify'],
  batch: ['result', 'shared', 'generated', 'match', 'packs', 'screen', 'classify'],
  live: ['result', 'shared', 'generated', 'match', 'packs', 'screen', 'classify', 'batch'],
  cli: ['result', 'shared', 'generated', 'match', 'packs', 'screen', 'classify', 'packtest', 'guard', 'transcript', 'record', 'output', 'batch', 'live'],
  commands: ['result', 'shared', 'generated', 'match', 'packs', 'screen', 'classify', 'packtest', 'guard', 'transcript', 'record', 'output', 'batch', 'live', 'cli'],
};

const FOLDERS = Object.keys(LAYERS);

/** One flat-config entry per folder: `no-restricted-imports` naming every folder it may not reach. */
export const layerConfigs = FOLDERS.map((folder) => {
  const allowed = new Set([folder, ...LAYERS[folder]]);
  const forbidden = FOLDERS.filter((other) => !allowed.has(other));
  const patterns = forbidden.map((other) => ({
    regex: `^(\\.\\./)+${other}/`,
    message: `src/${folder}/ may not import from src/${other}/: the layers of src/ run one way (eslint.layers.js). Move the shared piece down a layer, or pass it in.`,
  }));
  // The guard runs in browsers too (the ptyscreen/guard export).
  if (folder === 'guard') patterns.push({ regex: '^node:', message: 'src/guard/ is browser-safe: no Node built-ins.' });
  return {
    files: [`src/${folder}/**/*.ts`],
    rules: { 'no-restricted-imports': ['error', { patterns }] },
  };
});
