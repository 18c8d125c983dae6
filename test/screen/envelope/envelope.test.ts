import { symlinkSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readCapture, readCaptureFromString } from '../../../src/screen/read-capture.js';
import { expectRejectCode, failure } from '../../support/errors.js';
import { cast, useTempDir } from '../temp-dir.js';

const temp = useTempDir();

function yamlEnvelope(...lines: string[]): string {
  return `${lines.join('\n')}\n`;
}

describe('a capture envelope', () => {
  it('reads a YAML envelope holding text', async () => {
    const file = temp.write('ok.yaml', yamlEnvelope('process: node', 'cols: 120', 'rows: 40', 'text: |', '  hello', '  world'));
    expect(await readCapture(file)).toEqual({ lines: ['hello', 'world'], cols: 120, rows: 40, process: { name: 'node' } });
  });

  it('reads a JSON envelope holding ANSI, with argv and vendor', async () => {
    const envelope = {
      process: 'node',
      argv: 'node /usr/bin/gemini',
      vendor: 'gemini-cli',
      cols: 40,
      rows: 3,
      ansi: '\x1b[1m> \x1b[0mType your message\n',
    };
    const file = temp.write('ok.json', JSON.stringify(envelope, null, '\t'));
    expect(await readCapture(file)).toEqual({
      lines: ['> Type your message'],
      cols: 40,
      rows: 3,
      process: { name: 'node', argv: 'node /usr/bin/gemini' },
      vendor: 'gemini-cli',
    });
  });

  it('reads a recording named by castFile, relative to the envelope', async () => {
    temp.write('env/rec/session.cast', cast(30, 2, [[0.1, 'o', 'from the recording']]));
    const file = temp.write('env/capture.yml', yamlEnvelope('process: claude', 'cols: 30', 'rows: 2', 'castFile: rec/session.cast'));
    expect(await readCapture(file)).toMatchObject({ lines: ['from the recording', ''], process: { name: 'claude' } });
  });

  it('is detected from content when given as a JSON string', async () => {
    const screen = await readCaptureFromString(JSON.stringify({ process: 'node', cols: 10, rows: 1, text: 'hi' }));
    expect(screen).toMatchObject({ lines: ['hi'], process: { name: 'node' } });
  });
});

describe('envelope faults point at their line and column', () => {
  it.each([
    ['an unknown key, at the key', ['process: node', 'cols: 120', 'rows: 40', 'colour: red', 'text: hi'], /unknown key "colour"/, 4, 1],
    ['a wrong type, at the value', ['process: node', 'cols: wide', 'rows: 40', 'text: hi'], /"cols" must be integer/, 2, 7],
    ['a size out of range', ['process: node', 'cols: 120', 'rows: 0', 'text: hi'], /"rows" must be >= 1/, 3, 7],
    ['a bad vendor id', ['process: node', 'vendor: Gemini CLI', 'cols: 1', 'rows: 1', 'text: hi'], /"vendor" must match pattern/, 2, 9],
    ['a missing key, at the mapping', ['process: node', 'cols: 120', 'text: hi'], /missing "rows"/, 1, 1],
    ['no screen', ['process: node', 'cols: 120', 'rows: 40'], /has no screen: give one of text, ansi, castFile/, 1, 1],
    ['two screens, at the second', ['process: node', 'cols: 120', 'rows: 40', 'text: hi', 'ansi: hi'], /only one screen; this envelope has "text" and "ansi"/, 5, 1],
    ['a YAML syntax error', ['process: [node', 'cols: 120'], /YAML/, 2, 1],
  ])('%s', async (_what, lines, message, line, column) => {
    const file = temp.write(`fault-${line}-${column}-${String(message).length}.yaml`, yamlEnvelope(...lines));
    const error = await failure(readCapture(file));
    expect(error.code).toBe('capture.envelope');
    expect(error.message).toMatch(message);
    expect(error.location).toEqual({ file, line, column });
  });

  it('points into a JSON envelope too', async () => {
    const file = temp.write('fault.json', '{\n  "process": "node",\n  "cols": "120",\n  "rows": 40,\n  "text": "x"\n}\n');
    const error = await failure(readCapture(file));
    expect(error.code).toBe('capture.envelope');
    expect(error.format()).toBe(`${file}:3:11: "cols" must be integer`);
  });

  it('names the first fault and counts the rest', async () => {
    const file = temp.write('faults.yaml', yamlEnvelope('process: 7', 'cols: x', 'rows: 40', 'text: hi'));
    const error = await failure(readCapture(file));
    expect(error.code).toBe('capture.envelope');
    expect(error.message).toBe('"process" must be string (and 1 more)');
    expect(error.location).toMatchObject({ line: 1, column: 10 });
  });

  it('refuses an envelope that is not a mapping', async () => {
    const file = temp.write('list.yaml', '- process\n- node\n');
    const error = await expectRejectCode(readCapture(file), 'capture.envelope');
    expect(error.location).toEqual({ file, line: 1, column: 1 });
    expect(error.message).toMatch(/must be a mapping/);
  });
});

describe('castFile stays inside the envelope folder', () => {
  temp.write('jail/inner.cast', cast(10, 1, [[0.1, 'o', 'x']]));
  temp.write('outside.cast', cast(10, 1, [[0.1, 'o', 'secret']]));

  it.each([
    ['../outside.cast', /climbs out with \.\./],
    ['sub/../../outside.cast', /climbs out with \.\./],
    [temp.path('outside.cast'), /is absolute/],
  ])('refuses %s', async (castFile, message) => {
    const file = temp.write(`jail/escape-${encodeURIComponent(castFile)}.yaml`, yamlEnvelope('process: node', 'cols: 10', 'rows: 1', `castFile: ${JSON.stringify(castFile)}`));
    const error = await failure(readCapture(file));
    expect(error.code).toBe('capture.envelope.path');
    expect(error.message).toMatch(message);
    expect(error.location.file).toBe(file);
  });

  it('refuses a symlink that leads out', async () => {
    symlinkSync(temp.path('outside.cast'), temp.path('jail/link.cast'));
    const file = temp.write('jail/symlink.yaml', yamlEnvelope('process: node', 'cols: 10', 'rows: 1', 'castFile: link.cast'));
    const error = await expectRejectCode(readCapture(file), 'capture.envelope.path');
    expect(error.message).toMatch(/leads out of the folder through a symlink/);
  });

  it('follows a symlink that stays inside', async () => {
    symlinkSync(temp.path('jail/inner.cast'), temp.path('jail/inner-link.cast'));
    const file = temp.write('jail/inner-link.yaml', yamlEnvelope('process: node', 'cols: 10', 'rows: 1', 'castFile: inner-link.cast'));
    expect((await readCapture(file)).lines).toEqual(['x']);
  });

  it('names a castFile that does not exist', async () => {
    const file = temp.write('jail/missing.yaml', yamlEnvelope('process: node', 'cols: 10', 'rows: 1', 'castFile: nope.cast'));
    const error = await failure(readCapture(file));
    expect(error.code).toBe('io.ENOENT');
  });
});
