import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readAnsiScreen } from '../../src/screen/ansi/ansi.js';
import { readTextScreen } from '../../src/screen/text/text.js';
import { CORPUS_DIR, casesWith } from '../corpus/corpus.js';

function withoutTrailingEmpty(lines: readonly string[]): string[] {
  const out = [...lines];
  while (out.length > 0 && out[out.length - 1] === '') out.pop();
  return out;
}

const cases = casesWith('screen.txt', 'screen.ansi');

describe('a tmux -e capture renders to the same lines as the plain capture', () => {
  it('finds the corpus cases that have both forms', () => {
    expect(cases.length).toBeGreaterThan(100);
  });

  it.each(cases)('%s', async (name) => {
    const ansi = readFileSync(join(CORPUS_DIR, name, 'screen.ansi'), 'utf8');
    const text = readFileSync(join(CORPUS_DIR, name, 'screen.txt'), 'utf8');
    const fromAnsi = await readAnsiScreen(ansi, { cols: 120, rows: 40 });
    const fromText = readTextScreen(text);
    expect(withoutTrailingEmpty(fromAnsi.lines)).toEqual(withoutTrailingEmpty(fromText.lines));
  });
});
