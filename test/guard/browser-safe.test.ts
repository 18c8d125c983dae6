// src/guard must bundle for the browser: no Node built-in may be reachable from its entry point.
import { builtinModules } from 'node:module';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const builtins = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));

describe('ptyscreen/guard in a browser bundle', () => {
  it('bundles for platform browser, importing only files under src/guard and no Node built-in', async () => {
    const result = await build({
      absWorkingDir: root,
      entryPoints: ['src/guard/index.ts'],
      bundle: true,
      write: false,
      platform: 'browser',
      format: 'esm',
      metafile: true,
      logLevel: 'silent',
    });
    expect(result.errors).toEqual([]);
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs.length).toBeGreaterThan(1);
    for (const input of inputs) expect(input).toMatch(/^src\/guard\/[\w-]+\.ts$/);
    const imports = Object.values(result.metafile.inputs).flatMap((input) => input.imports.map((entry) => entry.path));
    expect(imports.filter((path) => builtins.has(path) || path.startsWith('node:'))).toEqual([]);
  });

  it('fails the bundle when a Node built-in sneaks in (the check above can fail)', async () => {
    await expect(
      build({
        stdin: { contents: "import { readFileSync } from 'node:fs'; export const x = readFileSync;", resolveDir: root, loader: 'ts' },
        bundle: true,
        write: false,
        platform: 'browser',
        logLevel: 'silent',
      }),
    ).rejects.toThrow(/node:fs/);
  });
});
