// A pack's version ranges: one that does not parse is an error, one that leaves this ptyscreen out skips the pack.
import { describe, expect, it } from 'vitest';
import { checkCompatibility, PTYSCREEN_VERSION } from '../../src/packs/compatibility.js';
import type { PackLocator } from '../../src/packs/locator.js';
import type { PackSpec } from '../../src/packs/types.js';

const lines: Record<string, number> = { ptyscreen: 4, vendorVersions: 5 };
const locator: PackLocator = { file: 'pack.yaml', position: (path) => ({ line: lines[String(path[0])] ?? 1, column: 1 }) };
const spec = (ranges: { ptyscreen?: string; vendorVersions?: string }): PackSpec => ({ id: 'demo', version: '1.0.0', ...ranges }) as unknown as PackSpec;

describe('checkCompatibility', () => {
  it('a pack with no range is usable', () => {
    expect(checkCompatibility(spec({}), locator, '0.1.0')).toEqual({ usable: true, problems: [] });
  });

  it('a range this version satisfies is usable, a prerelease included', () => {
    expect(checkCompatibility(spec({ ptyscreen: '>=0.1.0 <1', vendorVersions: '^2.0.0' }), locator, '0.1.0')).toEqual({ usable: true, problems: [] });
    expect(checkCompatibility(spec({ ptyscreen: '>=0.1.0' }), locator, '0.2.0-beta.1').usable).toBe(true);
  });

  it('a ptyscreen range that leaves this version out is a warning, and the pack is skipped', () => {
    expect(checkCompatibility(spec({ ptyscreen: '>=2' }), locator, '0.1.0')).toEqual({
      usable: false,
      problems: [
        {
          code: 'pack.incompatible',
          severity: 'warning',
          message: 'pack "demo" 1.0.0 needs ptyscreen >=2; this is 0.1.0, so the pack is skipped (upgrade ptyscreen or use a pack version made for it)',
          file: 'pack.yaml',
          line: 4,
          column: 1,
        },
      ],
    });
  });

  it('a range that does not parse is an error at its key, and the pack is not used', () => {
    const result = checkCompatibility(spec({ ptyscreen: 'newest', vendorVersions: 'the 0.60 line' }), locator, '0.1.0');
    expect(result.usable).toBe(false);
    expect(result.problems.map((problem) => [problem.code, problem.severity, problem.line, problem.message])).toEqual([
      ['pack.version', 'error', 5, 'vendorVersions "the 0.60 line" is not a semver range (e.g. ">=0.60.0 <1")'],
      ['pack.version', 'error', 4, 'ptyscreen "newest" is not a semver range (e.g. ">=0.1.0")'],
    ]);
  });

  it('checks against the version in package.json by default', () => {
    expect(PTYSCREEN_VERSION).toMatch(/^\d+\.\d+\.\d+/u);
    expect(checkCompatibility(spec({ ptyscreen: `=${PTYSCREEN_VERSION}` }), locator).usable).toBe(true);
    expect(checkCompatibility(spec({ ptyscreen: `>${PTYSCREEN_VERSION}` }), locator).usable).toBe(false);
  });
});
