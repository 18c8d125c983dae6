// Every labelled case of the corpus (real captures, test/corpus/captures) classifies to its label,
// in every form it comes in: the text capture, the ANSI capture and the recording's final screen.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { classifyScreen } from '../../src/classify/index.js';
import { loadPacks } from '../../src/packs/index.js';
import { compareWithExpectation, type FixtureExpectation } from '../../src/packtest/index.js';
import { readCapture } from '../../src/screen/index.js';
import { corpusCases, CORPUS_DIR } from '../corpus/corpus.js';

const { set } = loadPacks();
const known = new Set(set.packs.map((pack) => pack.id));

interface Meta {
  vendor?: string;
  pane_current_command?: string;
}

function hintsOf(dir: string): { process?: string; vendor?: string } {
  const meta = JSON.parse(readFileSync(join(dir, 'meta.json'), 'utf8')) as Meta;
  return { process: meta.pane_current_command, vendor: meta.vendor !== undefined && known.has(meta.vendor) ? meta.vendor : undefined };
}

describe('dev corpus', () => {
  const cases = corpusCases();

  it('has cases to score', () => {
    expect(cases.length).toBeGreaterThan(100);
  });

  for (const name of cases) {
    const dir = join(CORPUS_DIR, name);
    const label = JSON.parse(readFileSync(join(dir, 'label.json'), 'utf8')) as FixtureExpectation;
    const forms = ['screen.txt', 'screen.ansi', 'rec.cast'].filter((file) => existsSync(join(dir, file)));
    it(`${name}: ${forms.join(', ')} → ${label.state}`, async () => {
      const hints = hintsOf(dir);
      const results = [];
      for (const form of forms) {
        const screen = await readCapture(join(dir, form));
        const result = classifyScreen(set, screen, hints);
        expect(compareWithExpectation(result, label), form).toEqual([]);
        results.push({ ...result, source: undefined });
      }
      // The same screen in another form must give the same result, evidence included.
      for (const other of results.slice(1)) expect(other).toEqual(results[0]);
    });
  }
});
