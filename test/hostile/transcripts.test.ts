// Hostile transcripts: any lines in any format, replies built to stall a regex, prompts built to drive a terminal.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import * as library from '../../src/index.js';
import { PtyscreenError } from '../../src/index.js';
import { checkSnapshot, nextStepFromReply, renderSummary, replay, replayText } from '../../src/transcript/index.js';
import { hostileProperties } from './properties.js';

const scratch = mkdtempSync(join(tmpdir(), 'ptyscreen-hostile-transcripts-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('properties (bounded here; `npm run fuzz` runs them for longer)', () => {
  for (const property of hostileProperties(library).filter((p) => p.area === 'transcripts' && p.fuzzOnly !== true)) {
    it(property.name, async () => {
      await fc.assert(property.property, { numRuns: property.runs });
    });
  }
});

describe('<nextsteps> replies built to stall a backtracking regex', () => {
  it.each([
    ['open tags that never close', '<nextsteps '.repeat(40_000)],
    ['step tags that never close', `<nextsteps>${'<step>'.repeat(100_000)}`],
    ['step attributes that never end', `<nextsteps>${'<step a'.repeat(80_000)}`],
    ['a dash and a run of spaces', `<nextsteps>\n-${' '.repeat(500_000)}\n`],
    ['closing tags that never close', `<nextsteps>${'</nextsteps '.repeat(40_000)}`],
  ])('%s: read in linear time (each took seconds to hours)', (_name, reply) => {
    const started = performance.now();
    expect(nextStepFromReply(reply)).toBeNull();
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('a megabyte reply line in a transcript replays at once', () => {
    const reply = JSON.stringify({ type: 'reply', text: `<nextsteps>${'<step auto=true'.repeat(70_000)}` });
    const started = performance.now();
    expect(replayText(`${reply}\n${reply}\n`).verdict).toBe('clean');
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  // The regex implementation the linear scan replaced, kept here as its specification.
  function regexNextStep(reply: string): string | null {
    if (!reply.includes('<')) return null;
    const open = /<nextsteps(?:\s[^>]*)?>/gi;
    let bodyStart = -1;
    for (let match = open.exec(reply); match !== null; match = open.exec(reply)) bodyStart = open.lastIndex;
    if (bodyStart === -1) return null;
    const close = /<\/nextsteps\s*>/gi;
    close.lastIndex = bodyStart;
    const end = close.exec(reply);
    const block = reply.slice(bodyStart, end === null ? reply.length : end.index);
    let first: string | null = null;
    const step = /<step\b([^>]*)>([\s\S]*?)<\/step\s*>/gi;
    for (let match = step.exec(block); match !== null; match = step.exec(block)) {
      const text = match[2]!.trim();
      if (text.length === 0) continue;
      if (/(?:^|\s)auto\s*=\s*(?:"true"|'true'|true\b)/i.test(match[1]!)) return text;
      first ??= text;
    }
    return first ?? /^[^\S\n]*-[^\S\n]+(.*\S)/m.exec(block)?.[1] ?? null;
  }

  const tagSoup = fc
    .array(
      fc.constantFrom(
        '<nextsteps>', '<nextsteps ', '<NextSteps a="1">', '</nextsteps>', '</nextsteps >', '<nextstepsx>', '<step>', '<step ', '<STEP auto="true">',
        "<step auto='true'>", '<step auto=true>', '<step noauto="true">', '<steps>', '</step>', '</step >', '>', '<', '- ', '-', '\n', '\r\n', ' ', '\t', 'Run', 'the tests', 'x',
      ),
      { maxLength: 30 },
    )
    .map((parts) => parts.join(''));

  it('picks the same step as the regex implementation on any tag soup', () => {
    fc.assert(
      fc.property(tagSoup, (reply) => {
        expect(nextStepFromReply(reply)).toBe(regexNextStep(reply));
      }),
      { numRuns: 2_000 },
    );
  });
});

describe('lines with no end', () => {
  it('a line of 65 Mi characters with no newline is an error at line 1, not a string grown without end', () => {
    const started = performance.now();
    expect(() => replayText('x'.repeat(65 * 2 ** 20), {}, 'runaway.jsonl')).toThrow(
      expect.objectContaining({ code: 'transcript.line_too_long', location: { file: 'runaway.jsonl', line: 1 } }),
    );
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});

describe('what replay prints', () => {
  it('escapes ESC, C1 and bidi controls of a looping prompt in the summary, so the terminal shows them rather than obeys', () => {
    const prompt = 'Run \u001b]0;pwned\u0007 the \u009b2J tests \u202eexe.txt';
    const report = replay([{ type: 'auto', prompt }, { type: 'auto', prompt }], {}, 'evil\u001b[2J.jsonl');
    const summary = renderSummary(report);
    expect(summary).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e]/u);
    expect(summary).toContain('evil\\u001b[2J.jsonl: halted');
    expect(summary).toContain('\\u202eexe.txt');
  });

  it('a snapshot that cannot be put in place leaves no temporary file behind and says which file', async () => {
    const source = join(scratch, 'loop.jsonl');
    // A folder where the snapshot should go: writing the temporary file works, renaming it over the folder does not.
    mkdirSync(join(scratch, 'loop.expected.json', 'inside'), { recursive: true });
    const report = replay([{ type: 'auto', prompt: 'a' }], {}, source);
    const error = await checkSnapshot(report, true).then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(PtyscreenError);
    expect((error as PtyscreenError).location.file).toBe(join(scratch, 'loop.expected.json'));
    expect(readdirSync(scratch).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    expect(existsSync(join(scratch, 'loop.expected.json', 'inside'))).toBe(true);
  });
});
