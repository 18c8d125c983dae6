// nextStepFromReply: the first auto="true" step, else the first step or bullet, of the last <nextsteps> block.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextStepFromReply } from '../../src/transcript/index.js';

describe('nextStepFromReply', () => {
  it.each([
    ['no block', 'All done.', null],
    ['an empty block', '<nextsteps>\n</nextsteps>', null],
    ['bullets', 'ok\n<nextsteps>\n- Run the tests\n- Ship it\n</nextsteps>', 'Run the tests'],
    ['indented bullets with trailing space', '<nextsteps>\n   -   Run the tests  \n</nextsteps>', 'Run the tests'],
    ['steps', '<nextsteps><step>Run the tests</step><step>Ship it</step></nextsteps>', 'Run the tests'],
    ['the auto step', '<nextsteps><step>Run the tests</step><step auto="true">Ship it</step></nextsteps>', 'Ship it'],
    ['the first of several auto steps', '<nextsteps><step auto="true">A</step><step auto="true">B</step></nextsteps>', 'A'],
    ["auto='true' and bare auto=true", "<nextsteps><step>A</step><step id=2 auto='true'>B</step></nextsteps>", 'B'],
    ['not auto="false"', '<nextsteps><step auto="false">A</step><step>B</step></nextsteps>', 'A'],
    ['not an attribute that merely ends in auto', '<nextsteps><step noauto="true">A</step><step>B</step></nextsteps>', 'A'],
    ['multi-line steps, trimmed', '<nextsteps>\n<step>\n  Run\n  the tests\n</step>\n</nextsteps>', 'Run\n  the tests'],
    ['steps over bullets', '<nextsteps>\n- a bullet\n<step>a step</step>\n</nextsteps>', 'a step'],
    ['the last block', '<nextsteps>- old</nextsteps> text <nextsteps>\n- new\n</nextsteps>', 'new'],
    ['an unclosed block to the end', 'text\n<nextsteps>\n- Run the tests', 'Run the tests'],
    ['tags in any case', '<NextSteps>\n<STEP Auto="TRUE">Ship</STEP>\n</NEXTSTEPS>', 'Ship'],
    ['a block with attributes', '<nextsteps source="model">\n- Ship\n</nextsteps>', 'Ship'],
    ['not a lookalike tag', '<nextstepsextra>\n- Ship\n</nextstepsextra>', null],
    ['not a bullet outside the block', '- outside\n<nextsteps>\nnothing listed\n</nextsteps>', null],
    ['skipping empty steps', '<nextsteps><step> </step><step>B</step></nextsteps>', 'B'],
  ])('reads %s', (_name, reply, expected) => {
    expect(nextStepFromReply(reply)).toBe(expected);
  });
});

describe('nextStepFromReply bullets', () => {
  it.each([
    ['a bare dash then text on the next line is not a bullet', '<nextsteps>\n-\nRun\n- Ship\n</nextsteps>', 'Ship'],
    ['CRLF line ends', '<nextsteps>\r\n- Run the tests\r\n- Ship\r\n</nextsteps>', 'Run the tests'],
    ['a tab after the dash', '<nextsteps>\n-\tRun the tests\n</nextsteps>', 'Run the tests'],
    ['not a dash without a space', '<nextsteps>\n-Run\n- Ship\n</nextsteps>', 'Ship'],
  ])('%s', (_name, reply, expected) => {
    expect(nextStepFromReply(reply)).toBe(expected);
  });
});

/**
 * The rules of nextStepFromReply written as plain backtracking regexes: too slow for a hostile
 * reply, exact on the short ones generated here. The implementation must agree with it everywhere.
 */
function nextStepBySpec(reply: string): string | null {
  const opens = [...reply.matchAll(/<nextsteps(?:>|\s[^>]*>)/gi)];
  const open = opens.at(-1);
  if (open === undefined) return null;
  const rest = reply.slice(open.index + open[0].length);
  const close = /<\/nextsteps\s*>/i.exec(rest);
  const block = close === null ? rest : rest.slice(0, close.index);
  const steps = [...block.matchAll(/<step\b([^>]*)>([\s\S]*?)<\/step\s*>/gi)]
    .map((step) => ({ auto: /(?:^|\s)auto\s*=\s*(?:"true"|'true'|true\b)/i.test(step[1]!), text: step[2]!.trim() }))
    .filter((step) => step.text.length > 0);
  if (steps.length > 0) return (steps.find((step) => step.auto) ?? steps[0]!).text;
  for (const line of block.split('\n')) {
    const bullet = /^\s*-\s+(.*)/.exec(line)?.[1]?.trimEnd();
    if (bullet !== undefined && bullet.length > 0) return bullet;
  }
  return null;
}

describe('nextStepFromReply against its rules', () => {
  const piece = fc.constantFrom(
    '<nextsteps>', '<NextSteps a="1">', '<nextsteps\n>', '<nextsteps', '<nextstepsx>', '</nextsteps>', '</NEXTSTEPS >',
    '<step>', '<step auto="true">', "<STEP id=2 auto='true'>", '<step auto=false>', '<steps>', '<step-x>', '</step>', '</step\t>',
    '- ', '-', '-\t', '\n', '\r\n', '\u2028', ' ', 'Run the tests', 'x', '<', '>', '"',
  );
  it('agrees with the rules on any mix of tags, bullets and text', () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 24 }), (pieces) => {
        const reply = pieces.join('');
        expect(nextStepFromReply(reply)).toBe(nextStepBySpec(reply));
      }),
      { numRuns: 3000 },
    );
  });
});
