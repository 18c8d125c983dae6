// The manifest's version ranges: which ptyscreen a pack needs, and which vendor CLI versions it was captured from.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { PACKAGE_ROOT } from '../paths.js';
import type { PackProblem } from './problems.js';
import type { PackLocator } from './locator.js';
import type { PackSpec } from './types.js';

// semver loads when a pack is first checked, not with this module: a classify whose packs all come
// from the cache (checked when they were cached) never checks one. Two functions rather than the
// package index, which loads every part of semver.
const require = createRequire(import.meta.url);
interface SemverParts {
  readonly satisfies: typeof import('semver/functions/satisfies.js');
  readonly validRange: typeof import('semver/ranges/valid.js');
}
let semver: SemverParts | undefined;
function loadSemver(): SemverParts {
  return (semver ??= {
    satisfies: require('semver/functions/satisfies') as SemverParts['satisfies'],
    validRange: require('semver/ranges/valid') as SemverParts['validRange'],
  });
}

/** This ptyscreen's version, read once from its package.json: a pack's `ptyscreen` range is checked against it. */
export const PTYSCREEN_VERSION: string = (
  JSON.parse(readFileSync(join(PACKAGE_ROOT, 'package.json'), 'utf8')) as { version: string }
).version;

export interface Compatibility {
  /** False when the pack must not be loaded: a range that does not parse, or one that excludes this version. */
  readonly usable: boolean;
  readonly problems: readonly PackProblem[];
}

function problem(locator: PackLocator, code: 'pack.version' | 'pack.incompatible', key: string, message: string): PackProblem {
  const pos = locator.position([key]);
  const severity = code === 'pack.version' ? 'error' : 'warning';
  return { code, severity, message, file: locator.file, line: pos.line, column: pos.column };
}

/**
 * A range that does not parse is an error (the author meant something we cannot read); a range that
 * excludes this ptyscreen is a warning and the pack is skipped whole: its rules may use a region or a
 * field this version reads differently, and half a pack is worse than none.
 */
export function checkCompatibility(spec: PackSpec, locator: PackLocator, version: string = PTYSCREEN_VERSION): Compatibility {
  const { satisfies, validRange } = loadSemver();
  const problems: PackProblem[] = [];
  if (spec.vendorVersions !== undefined && validRange(spec.vendorVersions) === null) {
    problems.push(problem(locator, 'pack.version', 'vendorVersions', `vendorVersions "${spec.vendorVersions}" is not a semver range (e.g. ">=0.60.0 <1")`));
  }
  if (spec.ptyscreen !== undefined) {
    if (validRange(spec.ptyscreen) === null) {
      problems.push(problem(locator, 'pack.version', 'ptyscreen', `ptyscreen "${spec.ptyscreen}" is not a semver range (e.g. ">=0.1.0")`));
    } else if (!satisfies(version, spec.ptyscreen, { includePrerelease: true })) {
      problems.push(
        problem(
          locator,
          'pack.incompatible',
          'ptyscreen',
          `pack "${spec.id}" ${spec.version} needs ptyscreen ${spec.ptyscreen}; this is ${version}, so the pack is skipped (upgrade ptyscreen or use a pack version made for it)`,
        ),
      );
      return { usable: false, problems };
    }
  }
  return { usable: !problems.some((p) => p.severity === 'error'), problems };
}
