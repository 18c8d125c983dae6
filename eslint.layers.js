// The layers of src/ and what each may import: data flows one way, capture → Screen → classify → result → printer.
// Each folder lists the folders below it that it may use; anything else is a back-edge and fails lint.

/** Folder → the folders (besides itself and the root modules) it may import from. */
export const LAYERS = {
  state: ['shared', 'generated'],
  shared: [],
  generated: [],
  guard: [],
  packs: ['state', 'shared', 'generated'],
  screen: ['state', 'shared', 'generated'],
  classify: ['state', 'shared', 'generated', 'packs', 'screen'],
  packtest: ['state', 'shared', 'generated', 'packs', 'screen', 'classify'],
  transcript: ['state', 'shared', 'generated', 'guard'],
  capture: ['state', 'shared', 'screen'],
  output: ['state', 'shared', 'packs', 'screen', 'classify'],
  batch: ['state', 'shared', 'generated', 'packs', 'screen', 'classify'],
  cli: ['state', 'shared', 'generated', 'packs', 'screen', 'classify', 'packtest', 'guard', 'transcript', 'capture', 'output', 'batch'],
  commands: ['state', 'shared', 'generated', 'packs', 'screen', 'classify', 'packtest', 'guard', 'transcript', 'capture', 'output', 'batch', 'cli'],
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
