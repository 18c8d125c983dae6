// nextStepFromReply: the first auto="true" step, else the first step or bullet, of the last <nextsteps> block.
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
