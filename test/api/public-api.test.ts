// The library's public API, pinned: every exported name and its type. A change to it shows as a diff here.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../cli/run-cli.js';
import { publicApi } from './public-api.js';

const ENTRIES = { ptyscreen: join(ROOT, 'src/index.ts'), 'ptyscreen/guard': join(ROOT, 'src/guard/index.ts') };
const apis = publicApi(Object.values(ENTRIES), join(ROOT, 'tsconfig.json'));

describe('public API', () => {
  for (const [name, file] of Object.entries(ENTRIES)) {
    const entries = apis.get(file)!;
    it(`${name}: the names and types it exports match the snapshot (run vitest -u after a deliberate change)`, async () => {
      // Types the entry file cannot name print with their module path: from this checkout, made relative.
      const text = entries.map((entry) => `${entry.name} (${entry.kind}): ${entry.type}${entry.reaches.length > 0 ? `\n  reaches: ${entry.reaches.join(', ')}` : ''}`).join('\n\n').replaceAll(`import("${ROOT}`, 'import("');
      await expect(`${text}\n`).toMatchFileSnapshot(`./${name.replace('/', '-')}.api.txt`);
    });

    it(`${name}: no export hands out an RE2 object; the compiled matcher stays internal`, () => {
      expect(entries.filter((entry) => entry.reaches.includes('re2')).map((entry) => entry.name)).toEqual([]);
    });
  }
});
