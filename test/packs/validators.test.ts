// The validators compiled ahead of time must be what ajv compiles from the schemas as they are now.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { ROOT } from '../cli/run-cli.js';

it('src/generated/ is fresh (run `npm run validators` after changing a schema or the error-signature table)', () => {
  const check = spawnSync(process.execPath, [join(ROOT, 'scripts/validators.mjs'), '--check'], { encoding: 'utf8' });
  expect(check.stderr).toBe('');
  expect(check.status).toBe(0);
});
