// Where the package's own files live, whether running from src/ (tests) or dist/ (the CLI).

import { fileURLToPath } from 'node:url';

/** The package root: both src/ and dist/ sit one level below it. */
export const PACKAGE_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const SCHEMAS_DIR = fileURLToPath(new URL('../schemas/', import.meta.url));
export const BUILTIN_RULES_DIR = fileURLToPath(new URL('../rules/', import.meta.url));
export const PLUGINS_DIR = fileURLToPath(new URL('../plugins/', import.meta.url));
