// Pack loading's public surface.
export { listPackDirs, packFileOf, PACK_FILE_NAME, type PackFs } from './pack-file.js';
export { loadPackSet, type LoadOptions, type PackEntry, type PackSetLoad } from './load.js';
export type { PackRecord, PackRef, PackSourceKind, PackStatus } from './overrides.js';
export { formatProblem, hasErrors, type PackProblem, type PackProblemCode, type Severity } from './problems.js';
export { MAX_PATTERN_LENGTH, DEFAULT_MENU_MARKER } from './compile.js';
export { BUILTIN_SIGNATURES, readSignatureTable, SIGNATURES_FILE, type SignatureTable, type SignatureLoad } from './signatures.js';

export type * from './types.js';
export { discoverPacks, expandPackPath, loadPacks, selectPackPaths, type PackDiscovery, type PackLoad, type PackSelection } from './discover.js';
export { CONFIG_FILE_NAME, findConfigFile, readConfig, type PtyscreenConfig } from './config.js';
export { PTYSCREEN_VERSION, checkCompatibility } from './compatibility.js';
export { cacheFromEnvironment, diskPackCache, defaultCacheDir, type PackCache, type CachedPack } from './cache.js';
export { scaffoldPack, packageNameOf, schemaReference, type Scaffold, type ScaffoldOptions } from './scaffold.js';
export { packListRows, formatPackList, type PackListRow } from './list.js';
export { findPackPackages, packsOfPackage, PACKAGE_FIELD } from './pack-packages.js';
