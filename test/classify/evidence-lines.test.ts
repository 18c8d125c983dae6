// Evidence names the lines a match's own text is on, not the blank lines `\s*` reaches across (synthetic screens).
import { describe, expect, it } from 'vitest';
import { classifyLines } from '../../src/classify/index.js';
import { loadFromMemory, MINIMAL_PACK } from '../packs/helpers.js';

const pack = (when: string): string => MINIMAL_PACK.replace("when: 'Trust this folder\\?'", `when: '${when}'`);

function evidenceLines(when: string, lines: readonly string[]): readonly number[] {
  const { set, problems } = loadFromMemory({ '/p/demo/pack.yaml': pack(when) });
  expect(problems).toEqual([]);
  const result = classifyLines(set, lines, { process: 'demo' });
  expect(result.evidence.rule).toBe('demo/trust');
  return result.evidence.lines;
}

describe('evidence lines', () => {
  it('a leading ^\\s* that spans blank lines does not start the evidence on them', () => {
    expect(evidenceLines('^\\s*Trust this folder', ['Demo CLI v1', '', '', '   Trust this folder?', '> 1. Yes'])).toEqual([4]);
  });

  it('trailing whitespace a match takes in does not extend it to the blank lines below', () => {
    expect(evidenceLines('Trust this folder\\?\\s*', ['Demo CLI v1', 'Trust this folder?', '', '', '> 1. Yes'])).toEqual([2]);
  });

  it('a match across several lines of text still names each of them', () => {
    expect(evidenceLines('Trust this\\s+folder', ['Demo CLI v1', '', 'Trust this', 'folder?'])).toEqual([3, 4]);
  });
});
