// Hostile captures: any bytes in any format, broken recordings, huge and endless files, pipes, wide screens.
import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import * as library from '../../src/index.js';
import { classifyScreen, isValid, loadPacks, readCapture, readCaptureFromBuffer, readCaptureFromString } from '../../src/index.js';
import { readCaptureFromStream } from '../../src/screen/index.js';
import { failure } from '../support/errors.js';
import { hostileProperties } from './properties.js';

const scratch = mkdtempSync(join(tmpdir(), 'ptyscreen-hostile-captures-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const { set } = loadPacks();
const GEMINI_TRUST = new URL('../../rules/gemini-cli/fixtures/trust-folder-120x40/screen.txt', import.meta.url);

describe('properties (bounded here; `npm run fuzz` runs them for longer)', () => {
  for (const property of hostileProperties(library).filter((p) => p.area === 'captures' && p.fuzzOnly !== true)) {
    it(property.name, async () => {
      await fc.assert(property.property, { numRuns: property.runs });
    });
  }
});

describe('huge and endless captures', () => {
  it('a 1 GiB file is refused before a byte of it is read, naming it and --max-bytes', async () => {
    const file = join(scratch, 'one-gib.txt');
    // Sparse: a gibibyte the file system does not store.
    closeSync(openSync(file, 'w'));
    execFileSync('truncate', ['-s', '1G', file]);
    const started = Date.now();
    const error = await failure(readCapture(file));
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(error.code).toBe('capture.too-large');
    expect(error.format()).toBe(
      `${file}: capture is 1 GiB, over the 64 MiB limit; raise the limit to --max-bytes 1073741824 (maxBytes in the library) if the file is meant to be this large`,
    );
  });

  it('an endless device is read up to the limit and refused, not read forever nor cut short silently', async () => {
    const error = await failure(readCapture('/dev/zero', { maxBytes: 1 << 20 }));
    expect(error).toMatchObject({ code: 'capture.too-large', location: { file: '/dev/zero' } });
  });

  it('an endless stream is refused at maxBytes', async () => {
    async function* endless(): AsyncGenerator<Uint8Array> {
      for (;;) yield Buffer.alloc(64 * 1024, 0x61);
    }
    const error = await failure(readCaptureFromStream(endless(), { maxBytes: 1 << 20, name: 'pipe' }));
    expect(error.code).toBe('capture.too-large');
    expect(error.format()).toMatch(/^pipe: capture is more than 1 MiB, over the 1 MiB limit; raise the limit with --max-bytes/);
  });

  it('a FIFO (as `<(tmux capture-pane -p)` gives) is read whole as a stream, past the first 64 KiB', async () => {
    const fifo = join(scratch, 'pane.fifo');
    execFileSync('mkfifo', [fifo]);
    const lines = Array.from({ length: 3_000 }, (_, i) => `line ${i} ${'x'.repeat(60)}`);
    const [screen] = await Promise.all([readCapture(fifo), writeFile(fifo, `${lines.join('\n')}\n`)]);
    expect(screen.lines).toHaveLength(3_000);
    expect(screen.lines.at(-1)).toBe(lines.at(-1));
  });
});

describe('broken bytes in a screen that shows a gate', () => {
  it('NUL and invalid UTF-8 in the folder name: the gate is still read, the subject carries a replacement character and no NUL', async () => {
    const bytes = Buffer.from(readFileSync(GEMINI_TRUST, 'utf8').replaceAll('proj-g1', 'proj\u0000-g1'));
    const hostile = Buffer.from(bytes.toString('latin1').replaceAll('proj\u0000', 'proj\u0000\u00ff'), 'latin1');
    const result = classifyScreen(set, await readCaptureFromBuffer(hostile, { format: 'text' }), { process: 'node' });
    expect(result).toMatchObject({ state: 'operator_gate', gate: { kind: 'trust', subject: 'proj\ufffd-g1' } });
    expect(isValid(result)).toBe(true);
  });

  it('a lone surrogate and U+FEFF in a capture given as a string: text and ANSI read the same screen (found by the fuzz run)', async () => {
    for (const text of [' \ufeff', 'a \ufeff b', '\ud800', 'x\udc00y', 'ok 😀']) {
      const asText = await readCaptureFromString(text, { format: 'text' });
      expect(await readCaptureFromString(text, { format: 'ansi' })).toEqual(asText);
      expect(asText.lines.join('')).not.toMatch(/\ufeff|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/);
    }
  });

  it('a deeply nested envelope is a located error, not a stack overflow', async () => {
    const nested = `{"process":"node","cols":80,"rows":24,"text":${'['.repeat(100_000)}${']'.repeat(100_000)}}`;
    const error = await failure(readCaptureFromString(nested, { name: 'deep.json' }));
    expect(error).toMatchObject({ code: 'capture.envelope', location: { file: 'deep.json' } });
  });
});

describe('10,000 columns', () => {
  const wide = `${'x'.repeat(9_999)}y`;

  it('a tmux capture with escapes keeps a 10,000-column line whole', async () => {
    const screen = await readCaptureFromString(`\x1b[31m${wide}\x1b[0m\nTrust this folder?\n`, { format: 'ansi' });
    expect(screen.lines[0]).toBe(wide);
    expect(isValid(classifyScreen(set, screen, { process: 'node' }))).toBe(true);
  });

  it('a recording 10,000 columns wide replays at that width', async () => {
    const cast = `${JSON.stringify({ version: 2, width: 10_000, height: 3 })}\n${JSON.stringify([0.1, 'o', wide])}\n`;
    const screen = await readCaptureFromString(cast, { format: 'asciicast' });
    expect(screen).toMatchObject({ cols: 10_000, rows: 3 });
    expect(screen.lines[0]).toBe(wide);
  });

  it('a raw PTY stream that addresses column 99,999 is rendered in a bounded terminal', async () => {
    const screen = await readCaptureFromString(`\x1b[2J\x1b[1;99999Hfar\x1b[500;1Hdown\r\n${wide}`, { format: 'ansi' });
    expect(screen.cols).toBeLessThanOrEqual(1_000);
    expect(screen.rows).toBeLessThanOrEqual(500);
    expect(isValid(classifyScreen(set, screen, {}))).toBe(true);
  });
});
