// Pack loading's public surface.
export { loadPackSet, listPackDirs, packFileOf, PACK_FILE_NAME, type PackFs, type PackSetLoad } from './load.js';
export { formatProblem, hasErrors, type PackProblem, type PackProblemCode, type Severity } from './problems.js';
export { MAX_PATTERN_LENGTH } from './compile.js';
export type * from './types.js';
export { loadPacks, selectPackPaths, type PackSelection } from './discover.js';
