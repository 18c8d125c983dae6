// Every built-in fixture classified with only the process it was captured under (no --vendor), as an
// orchestrator that launched "something in node" sees it (the name and, where recorded, the command
// line): at least 90 % must still match the label.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { classifyScreen } from '../../src/classify/index.js';
import { loadPacks } from '../../src/packs/index.js';
import { compareWithExpectation, LABEL_FILE, readExpectation } from '../../src/packtest/index.js';
import { readCaptureFolder } from '../../src/screen/index.js';

it('classifies at least 90 % of the fixtures right from the process alone', async () => {
  const { set } = loadPacks({ builtin: true });
  let right = 0;
  let total = 0;
  const wrong: string[] = [];
  for (const pack of set.packs) {
    const dir = join(pack.dir, 'fixtures');
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir)) {
      const expected = await readExpectation(join(dir, name, LABEL_FILE)).catch(() => null);
      if (expected === null) continue;
      const screen = await readCaptureFolder(join(dir, name));
      const result = classifyScreen(set, { ...screen, vendor: undefined }, { vendor: undefined });
      total++;
      if (compareWithExpectation(result, expected).filter((d) => !d.startsWith('reason') && !d.startsWith('options')).length === 0) right++;
      else wrong.push(`${pack.id}/${name}: ${result.state}`);
    }
  }
  expect(total).toBeGreaterThan(300);
  expect(right / total, wrong.join('\n')).toBeGreaterThanOrEqual(0.9);
  console.log(`process alone: ${right}/${total} fixtures (${((100 * right) / total).toFixed(1)} %)`);
});
