// The hostile-input properties, written once: the bounded tests in this folder run each a few dozen
// times, `npm run fuzz` runs them for as long as it is given. The library comes in as a parameter,
// so the tests can hand in src/ and the fuzz runner dist/ (this file imports only types from src/).
import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { Volume } from 'memfs';
import { stringify as yamlStringify } from 'yaml';
import type * as Library from '../../src/index.js';

export type HostileLibrary = Pick<
  typeof Library,
  | 'readCaptureFromBuffer'
  | 'readCaptureFromString'
  | 'classifyLines'
  | 'classifyScreen'
  | 'loadPackSet'
  | 'loadPacks'
  | 'replayText'
  | 'isValid'
  | 'sanitizeField'
  | 'hasForbiddenCharacters'
  | 'utf8Length'
  | 'PtyscreenError'
>;

type Area = 'captures' | 'classify' | 'packs' | 'transcripts';

export interface HostileProperty {
  readonly name: string;
  readonly area: Area;
  /** Inputs per `npm test` run: enough to catch a regression, few enough to stay within a second or two. */
  readonly runs: number;
  /** Run only by `npm run fuzz`: the property times itself, which a loaded CI machine would make flaky. */
  readonly fuzzOnly?: boolean;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each property has its own tuple of inputs
  readonly property: fc.IRawProperty<any>;
}

/** Every string a hostile input may hide in a field: C0, C1, DEL, bidi controls, separators, BOM, lone surrogates. */
export const FORBIDDEN_SAMPLES = [
  '\u0000', '\u0007', '\b', '\t', '\n', '\r', '\u001b', '\u007f', '\u0085', '\u009b', '\u061c', '\u200e', '\u200f',
  '\u2028', '\u2029', '\u202a', '\u202d', '\u202e', '\u2066', '\u2068', '\u2069', '\ufeff', '\ud800', '\udfff',
] as const;

const hostileChar = fc.oneof(
  { weight: 5, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
  { weight: 2, arbitrary: fc.constantFrom(...FORBIDDEN_SAMPLES) },
  { weight: 1, arbitrary: fc.constantFrom('│', '┃', '╭', '╰', '─', '❯', '●', '>', '中', '😀', 'e\u0301', '\u00a0', ' ', '  ') },
);

/** Text a terminal or a model might print, hostile characters included. */
export function hostileText(maxLength: number): fc.Arbitrary<string> {
  return fc.array(hostileChar, { maxLength }).map((chars) => chars.join(''));
}

const escapeSequence = fc.oneof(
  fc.constantFrom(
    '\x1b[31m', '\x1b[0m', '\x1b[1;38;5;208m', '\x1b[2J', '\x1b[H', '\x1b[K', '\x1b[?1049h', '\x1b[?1049l', '\x1b[?25l',
    '\x1b]0;title\x07', '\x1b]8;;https://example.com\x1b\\', '\x1bP1$r\x1b\\', '\x1b(0', '\x1bc', '\x1b7', '\x1b8', '\x1b[6n',
    '\r', '\b', '\t', '\v', '\f', '\u009b31m', '\x1b[', '\x1b', '\x1b]', '\x1b[999999999999999999999H',
  ),
  fc
    .tuple(
      fc.array(fc.oneof(fc.integer({ min: 0, max: 200 }), fc.integer({ min: 0, max: 3000 })), { maxLength: 3 }),
      fc.constantFrom('H', 'f', 'd', 'G', '`', 'r', 'm', 'J', 'K', 'A', 'B', 'C', 'D', 'L', 'M', 'S', 'T', '@', 'P', 'X', 'h', 'l'),
    )
    .map(([params, final]) => `\x1b[${params.join(';')}${final}`),
);

const streamPart = fc.oneof(
  { weight: 3, arbitrary: hostileText(24).map((text) => Buffer.from(text, 'utf8')) },
  { weight: 2, arbitrary: escapeSequence.map((text) => Buffer.from(text, 'utf8')) },
  { weight: 1, arbitrary: fc.constantFrom('\n', '\r\n').map((text) => Buffer.from(text, 'utf8')) },
  // Broken UTF-8: stray continuation bytes, truncated sequences, an encoded surrogate, bytes UTF-8 never uses.
  { weight: 1, arbitrary: fc.constantFrom([0xff], [0xc3], [0x80, 0x80], [0xe2, 0x82], [0xed, 0xa0, 0x80], [0xf4, 0x90, 0x80, 0x80], [0xc0, 0xaf]).map((b) => Buffer.from(b)) },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 12 }).map((b) => Buffer.from(b)) },
);

/** Bytes as a pane capture or a PTY stream might hold them, broken ones included. */
export const captureBytes: fc.Arbitrary<Buffer> = fc.oneof(
  { weight: 3, arbitrary: fc.array(streamPart, { maxLength: 50 }).map((parts) => Buffer.concat(parts)) },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 800 }).map((bytes) => Buffer.from(bytes)) },
);

/** A process name, an argv, or a vendor hint a caller might pass on from whatever tmux reported. */
const processString = fc.oneof(
  fc.constantFrom('node', 'claude', 'codex', 'gemini', '2.1.197', 'bash', 'vim', '', ' ', 'node\u0000', '\u202enode', 'x'.repeat(300)),
  hostileText(80),
);

const NAME = 'hostile-input';

/** A capture envelope, as JSON or YAML: a valid one with hostile contents, or one with a fault put in. */
const envelopeText = fc
  .tuple(
    fc.record(
      {
        process: processString.filter((name) => name !== ''),
        argv: processString,
        vendor: fc.constantFrom('claude-code', 'gemini-cli', 'nope'),
        cols: fc.integer({ min: 1, max: 300 }),
        rows: fc.integer({ min: 1, max: 80 }),
      },
      { requiredKeys: ['process', 'cols', 'rows'] },
    ),
    fc.oneof(
      hostileText(200).map((text) => ({ text })),
      captureBytes.map((bytes) => ({ ansi: bytes.toString('utf8') })),
      fc.constantFrom('../outside.cast', '/etc/passwd', 'missing.cast', 'a/../../b.cast', 'C:\\x.cast').map((castFile) => ({ castFile })),
    ),
    fc.constantFrom('none', 'none', 'none', 'process-number', 'no-cols', 'cols-10001', 'rows-2.5', 'two-screens', 'no-screen', 'unknown-key', 'empty-process'),
    fc.boolean(),
  )
  .map(([fields, screen, fault, asYaml]) => {
    const envelope: Record<string, unknown> = { ...fields, ...screen };
    if (fault === 'process-number') envelope.process = 42;
    if (fault === 'no-cols') delete envelope.cols;
    if (fault === 'cols-10001') envelope.cols = 10_001;
    if (fault === 'rows-2.5') envelope.rows = 2.5;
    if (fault === 'two-screens') envelope.text = 'and a second screen';
    if (fault === 'no-screen') for (const key of ['text', 'ansi', 'castFile']) delete envelope[key];
    if (fault === 'unknown-key') envelope.colour = 'red';
    if (fault === 'empty-process') envelope.process = '';
    return asYaml ? yamlStringify(envelope) : JSON.stringify(envelope);
  });

/**
 * Runs `read`: a value, or a PtyscreenError (returned) that names `file` when it names a file and says
 * something. Anything else thrown is a failure of the property: no TypeError may escape the library.
 */
async function settle<T>(lib: HostileLibrary, read: () => Promise<T> | T): Promise<{ value: T } | { error: InstanceType<HostileLibrary['PtyscreenError']> }> {
  try {
    return { value: await read() };
  } catch (error) {
    if (!(error instanceof lib.PtyscreenError)) throw error;
    if (typeof error.message !== 'string' || error.message.trim() === '') throw new Error(`a PtyscreenError without a message: ${String(error.code)}`);
    return { error };
  }
}

/** A result must pass isValid and survive a trip through JSON and UTF-8 unchanged (no lone surrogate). */
function checkResult(lib: HostileLibrary, result: Library.ClassificationResult): void {
  if (!lib.isValid(result)) throw new Error(`result fails isValid: ${JSON.stringify(result)}`);
  const json = JSON.stringify(result);
  if (Buffer.from(json, 'utf8').toString('utf8') !== json) throw new Error(`result does not survive UTF-8: ${json}`);
  if (!isDeepStrictEqual(JSON.parse(json), JSON.parse(JSON.stringify(result)))) throw new Error('result is not plain data');
}

/** Classifies twice: the result must be valid and the same both times. */
function classifyChecked(lib: HostileLibrary, set: Library.PackSet, screen: Library.Screen, options: Library.ClassifyOptions): Library.ClassificationResult {
  const first = lib.classifyScreen(set, screen, options);
  checkResult(lib, first);
  if (!isDeepStrictEqual(first, lib.classifyScreen(set, screen, options))) throw new Error('classifying the same screen twice gave two results');
  return first;
}

// --- asciicast: each line knows whether it is broken, so the property can say where the error must point.

interface CastLine {
  readonly text: string;
  readonly broken: boolean;
}

const goodEvent: fc.Arbitrary<CastLine> = fc.oneof(
  fc.tuple(fc.double({ min: 0, max: 1e6, noNaN: true }), fc.constantFrom('o', 'i', 'm', 'x'), fc.oneof(hostileText(40), escapeSequence)).map(([t, code, data]) => ({ text: JSON.stringify([t, code, data]), broken: false })),
  fc.tuple(fc.double({ min: 0, max: 10, noNaN: true }), fc.integer({ min: 1, max: 300 }), fc.integer({ min: 1, max: 100 })).map(([t, cols, rows]) => ({ text: JSON.stringify([t, 'r', `${cols}x${rows}`]), broken: false })),
  fc.constantFrom({ text: '', broken: false }, { text: '   ', broken: false }),
);

const brokenEvent: fc.Arbitrary<CastLine> = fc
  .oneof(
    // One line each: a newline inside would shift the numbers the property expects.
    hostileText(30).filter((text) => !text.includes('\n') && text.trim() !== '' && !/^\s*\[/.test(text)),
    fc.constantFrom('[0.1, "o"]', '{"time": 1}', '["soon", "o", "x"]', '[-1, "o", "x"]', '[0.1, 111, "x"]', '[0.1, "o", 42]', '[0.1, "r", "wide"]', '[0.1, "r", "0x10"]', '[0.1, "r", "99999x10"]', '[1e999, "o", "x"]', '[0.1, "o", "x"', 'null', '[NaN, "o", "x"]'),
  )
  .map((text) => ({ text, broken: true }));

const castHeader = fc.oneof(
  { weight: 4, arbitrary: fc.record({ version: fc.constant(2), width: fc.integer({ min: 1, max: 200 }), height: fc.integer({ min: 1, max: 60 }) }).map((h) => ({ text: JSON.stringify(h), broken: false })) },
  {
    weight: 1,
    arbitrary: fc
      .oneof(
        fc.constantFrom('{"version":2,"width":0,"height":24}', '{"version":2,"width":80}', '{"version":3,"width":80,"height":24}', '{"version":2,"width":100000,"height":24}', '{"version":2,"width":80,"height":2.5}', '[2,80,24]', 'not json', ''),
        hostileText(20),
      )
      .map((text) => ({ text, broken: true })),
  },
);

// --- rule packs: arbitrary YAML, and pack-shaped documents full of mistakes and hostile values.

const patternText = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom('.*', '(?s).*', '^', '$', '(a)\\1', '(?=x)y', 'a{1001}', '[', '\\', '(?P<label>.+)', '(?P<subject>\\S+)', '(?i)trust', '\\C', '\\pL+', 'x*', '(?P<label>)', 'a'.repeat(5000)),
);

const region = fc.constantFrom('screen', 'box', 'belowRule', 'betweenRules', { bottom: 3 }, { bottom: 0 }, 'nowhere');

const condition: fc.Arbitrary<unknown> = fc.letrec<{ c: unknown }>((tie) => ({
  c: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    patternText,
    fc.record({ pattern: patternText, region }, { requiredKeys: ['pattern'] }),
    fc.record({ all: fc.array(tie('c'), { maxLength: 3 }) }),
    fc.record({ any: fc.array(tie('c'), { maxLength: 3 }) }),
    fc.record({ not: tie('c') }),
  ),
})).c;

const ruleId = fc.constantFrom('a', 'b', 'trust', 'Bad Id', '__proto__', 'constructor');
const hostileValue = fc.oneof(hostileText(20), fc.constantFrom('__proto__', 'constructor', 'prototype'));

const packDocument = fc.record(
  {
    id: fc.constantFrom('demo', 'other', 'Bad Id', '__proto__'),
    name: hostileValue,
    version: fc.constantFrom('1.0.0', 'x'),
    ptyscreen: fc.constantFrom('*', '>=99', 'banana'),
    process: fc.record(
      { binaries: fc.array(hostileValue, { maxLength: 2 }), wrappers: fc.array(fc.constantFrom('node', 'x'), { maxLength: 2 }), titles: fc.array(patternText, { maxLength: 2 }), argv: fc.array(patternText, { maxLength: 2 }) },
      { requiredKeys: [] },
    ),
    identity: fc.array(condition, { maxLength: 2 }),
    gates: fc.array(
      fc.record(
        {
          id: ruleId,
          kind: fc.constantFrom('trust', 'auth', 'door'),
          input: fc.constantFrom('select', 'key', 'voice'),
          when: condition,
          subject: fc.oneof(fc.record({ value: hostileValue }), fc.record({ pattern: patternText })),
          options: fc.record({ pattern: patternText, menu: patternText, exclude: patternText, continuation: patternText }, { requiredKeys: ['pattern'] }),
          fixtures: fc.record({ match: fc.array(fc.constantFrom('../outside', '/etc', 'ok', ''), { maxLength: 2 }) }),
        },
        { requiredKeys: ['id', 'kind', 'input', 'when'] },
      ),
      { maxLength: 3 },
    ),
    failures: fc.array(fc.record({ id: ruleId, reason: fc.constantFrom('crash', 'Crash!', 'rate_limited'), when: condition }), { maxLength: 3 }),
  },
  { requiredKeys: ['id', 'name', 'version', 'process'] },
);

const yamlFragment = fc.oneof(
  fc.constantFrom(
    'id: demo\n', 'name: Demo\n', 'version: 1.0.0\n', 'process: {binaries: [demo]}\n', 'gates:\n', '  - id: t\n', '    kind: trust\n', '    input: key\n',
    "    when: '.*'\n", 'a: &a [x, x]\nb: [*a, *a]\n', '<<: *a\n', '!!js/function "x"\n', '!!binary aGk=\n', '__proto__: {polluted: 1}\n',
    '%YAML 1.1\n---\n', '...\n', '? [a, b]\n: c\n', 'id: demo\nid: again\n', '"\\x00\\u202e"\n', '[[[[[[[[', '{a: {b: {c: ',
  ),
  hostileText(16),
);

const yamlText = fc.array(yamlFragment, { maxLength: 12 }).map((parts) => parts.join(''));

const PACK_FILE = '/packs/demo/pack.yaml';

function loadYamlPack(lib: HostileLibrary, yaml: string): Library.PackSetLoad {
  const volume = Volume.fromJSON({ [PACK_FILE]: yaml });
  return lib.loadPackSet(['/packs/demo'], { fs: volume as unknown as Library.PackFs });
}

/** A pack load: every problem located in the file, nothing of a failed pack in the set, and the set classifies validly. */
function checkPackLoad(lib: HostileLibrary, load: Library.PackSetLoad): void {
  for (const problem of load.problems) {
    if (problem.file !== PACK_FILE || typeof problem.message !== 'string' || problem.message === '') throw new Error(`an unlocated problem: ${JSON.stringify(problem)}`);
    if (problem.line !== undefined && !(problem.line >= 1)) throw new Error(`a problem at line ${problem.line}`);
  }
  const record = load.records[0];
  if (record === undefined) throw new Error('no record for the pack');
  if (record.status !== 'loaded' && load.set.packs.length > 0) throw new Error(`a ${record.status} pack left something in the set`);
  if (record.status === 'loaded' && load.problems.some((problem) => problem.severity === 'error')) throw new Error('a pack with an error was loaded');
  if (({} as Record<string, unknown>)['polluted'] !== undefined) throw new Error('a pack polluted Object.prototype');
  for (const lines of [[], ['Trust this folder?', '> 1. Yes', '  2. No'], ['$ ls', 'x']]) {
    for (const process of [undefined, 'demo', 'node']) checkResult(lib, lib.classifyLines(load.set, lines, { process }));
  }
}

// --- transcripts: lines of every format, well-formed, malformed and hostile.

const todo = fc.record({ id: fc.oneof(hostileText(6), fc.constant('__proto__')), content: hostileText(20), status: fc.constantFrom('pending', 'in_progress', 'completed', 'done') });
const prompt = fc.oneof(hostileText(30), fc.constantFrom('Run the tests', 'run  the TESTS', '<nextsteps>\n- Run the tests\n</nextsteps>', '<nextsteps><step auto="true">Ship</step>'));

const transcriptLine = fc.oneof(
  fc.record({ type: fc.constantFrom('auto', 'grounded'), prompt }).map((e) => JSON.stringify(e)),
  fc.record({ type: fc.constantFrom('manual', 'reply'), text: prompt }).map((e) => JSON.stringify(e)),
  fc.record({ type: fc.constant('todos'), todos: fc.array(todo, { maxLength: 4 }) }).map((e) => JSON.stringify(e)),
  fc.record({ type: fc.constantFrom('auto', 'x', 'todos'), prompt: fc.oneof(fc.string(), fc.integer()), todos: fc.anything() }, { requiredKeys: ['type'] }).map((e) => JSON.stringify(e)),
  fc.record({
    type: fc.constantFrom('user', 'assistant'),
    message: fc.record({
      content: fc.oneof(
        prompt,
        fc.array(
          fc.record({
            type: fc.constantFrom('text', 'tool_use', 'tool_result'),
            text: prompt,
            name: fc.constant('TodoWrite'),
            input: fc.record({ todos: fc.array(fc.record({ content: fc.oneof(hostileText(10), fc.integer()), status: fc.string(), id: fc.oneof(fc.string(), fc.integer()) }), { maxLength: 3 }) }),
          }),
          { maxLength: 3 },
        ),
      ),
    }),
  }).map((e) => JSON.stringify(e)),
  fc.record({
    type: fc.constantFrom('response_item', 'event_msg'),
    payload: fc.record({
      type: fc.constantFrom('message', 'function_call', 'user_message', 'agent_message', 'reasoning'),
      role: fc.constantFrom('user', 'assistant'),
      content: prompt,
      message: prompt,
      name: fc.constant('update_plan'),
      arguments: fc.oneof(fc.string(), fc.record({ plan: fc.array(fc.record({ step: hostileText(10), status: fc.string() }), { maxLength: 3 }) }).map((p) => JSON.stringify(p))),
    }),
  }).map((e) => JSON.stringify(e)),
  fc.json({ maxDepth: 3 }),
  hostileText(40),
  fc.constantFrom('', '\r', '{', '[', '{"type":"auto"}', '{"type":"auto","prompt":""}', '\ufeff{"type":"manual","text":"x"}'),
);

// A short unit repeated to a megabyte: the shape that makes a backtracking
// regex quadratic (`│ │ │ …x`, `<step<step…`). Small random inputs never show it; this does.
const repeatedUnit = fc
  .tuple(
    fc.array(fc.constantFrom('│ ', ' │', '║', '<nextsteps ', '<nextsteps>', '<step>', '<step a', '</step ', '- ', '-', ' ', '\t', '\x1b[', '\x1b]8;', '[', '{', '"', '\\', 'a', '─', '╭', '>', '<', '\r', '\u00a0', '😀'), { minLength: 1, maxLength: 3 }),
    fc.constantFrom('', 'x', '\n'),
  )
  .map(([parts, end]) => {
    const unit = parts.join('');
    return `x${unit.repeat(Math.ceil(1_000_000 / unit.length))}${end}`;
  });

/** Milliseconds a 1 MB input may take: linear work takes tens; the quadratic scans this guards against took minutes to hours. */
const LINEAR_BUDGET_MS = 5_000;

function withinBudget(what: string, started: number): void {
  const elapsed = performance.now() - started;
  if (elapsed > LINEAR_BUDGET_MS) throw new Error(`${what} took ${Math.round(elapsed)} ms on a 1 MB input: not linear`);
}

export function hostileProperties(lib: HostileLibrary): HostileProperty[] {
  let builtin: Library.PackSet | undefined;
  const packs = (): Library.PackSet => (builtin ??= lib.loadPacks().set);
  let gatePack: Library.PackSet | undefined;
  const gateSet = (): Library.PackSet => (gatePack ??= loadYamlPack(lib, GATE_PACK).set);

  const readsAs = (format: Library.CaptureFormat | undefined, runs: number): HostileProperty => ({
    name: `any bytes read as ${format ?? 'a capture of unknown format'}: a valid result or a PtyscreenError naming the input`,
    area: 'captures',
    runs,
    property: fc.asyncProperty(captureBytes, processString, async (bytes, process) => {
      const read = await settle(lib, () => lib.readCaptureFromBuffer(bytes, { format, name: NAME }));
      if ('error' in read) {
        if (read.error.location.file === undefined) throw new Error(`an error that names no input: ${read.error.message}`);
        return;
      }
      const again = await lib.readCaptureFromBuffer(bytes, { format, name: NAME });
      if (!isDeepStrictEqual(read.value, again)) throw new Error('reading the same bytes twice gave two screens');
      classifyChecked(lib, packs(), read.value, { process });
    }),
  });

  return [
    readsAs('text', 150),
    readsAs('ansi', 80),
    readsAs(undefined, 80),
    readsAs('envelope', 40),
    {
      name: 'any capture envelope: a valid result or a located PtyscreenError; castFile never leaves its folder',
      area: 'captures',
      runs: 80,
      property: fc.asyncProperty(envelopeText, fc.constantFrom('hostile.json', 'hostile.yaml'), async (text, name) => {
        const read = await settle(lib, () => lib.readCaptureFromString(text, { format: 'envelope', name }));
        if ('error' in read) {
          if (read.error.location.file === undefined) throw new Error(`an error that names no input: ${read.error.message}`);
          return;
        }
        // An envelope may name a vendor no pack is loaded for: that is a PtyscreenError too, never a crash.
        await settle(lib, () => classifyChecked(lib, packs(), read.value, {}));
      }),
    },
    {
      // Also test/screen/ansi-property.test.ts, which `npm test` runs; here only for longer runs.
      name: 'plain text read as ANSI is the same screen as read as text',
      area: 'captures',
      runs: 100,
      fuzzOnly: true,
      property: fc.asyncProperty(
        fc.array(fc.oneof(hostileText(30).map((text) => text.replace(/[\u0000-\u0008\u000a-\u001f\u007f-\u009f]/gu, '')), fc.constantFrom('\n', '\r\n', '\t')), { maxLength: 30 }).map((parts) => parts.join('')),
        async (text) => {
          const [asAnsi, asText] = await Promise.all([lib.readCaptureFromString(text, { format: 'ansi' }), lib.readCaptureFromString(text, { format: 'text' })]);
          if (!isDeepStrictEqual(asAnsi, asText)) throw new Error(`ANSI ${JSON.stringify(asAnsi.lines)} differs from text ${JSON.stringify(asText.lines)}`);
        },
      ),
    },
    {
      name: 'an asciicast recording with broken lines: fails at the first broken line, or under lenient skips exactly those',
      area: 'captures',
      runs: 80,
      property: fc.asyncProperty(castHeader, fc.array(fc.oneof({ weight: 4, arbitrary: goodEvent }, { weight: 1, arbitrary: brokenEvent }), { maxLength: 12 }), fc.boolean(), fc.boolean(), async (header, events, lenient, crlf) => {
        const text = [header, ...events].map((line) => line.text).join(crlf ? '\r\n' : '\n');
        const skipped: number[] = [];
        const read = await settle(lib, () => lib.readCaptureFromString(text, { format: 'asciicast', name: NAME, lenient, onSkippedLine: (problem) => skipped.push(problem.location.line ?? -1) }));
        const brokenLines = events.flatMap((line, i) => (line.broken ? [i + 2] : []));
        if (header.broken || (header.text === '' && events.length === 0)) {
          if (!('error' in read) || read.error.location.line !== 1 || read.error.location.file !== NAME) throw new Error(`a broken header must fail at ${NAME}:1, got ${JSON.stringify('error' in read ? read.error.format() : 'a screen')}`);
          // No line at all is an empty recording; a first line that is no header is a broken header, whatever follows.
          const code = text === '' ? 'capture.asciicast.empty' : 'capture.asciicast.header';
          if (read.error.code !== code) throw new Error(`a broken header must fail with ${code}, got ${read.error.code}`);
          return;
        }
        if (!lenient && brokenLines.length > 0) {
          if (!('error' in read)) throw new Error(`broken line ${brokenLines[0]} was not reported`);
          if (read.error.location.line !== brokenLines[0] || read.error.location.file !== NAME) throw new Error(`expected ${NAME}:${brokenLines[0]}, got ${read.error.format()}`);
          if (read.error.code !== 'capture.asciicast.event') throw new Error(`a broken event line must fail with capture.asciicast.event, got ${read.error.code}`);
          if (!read.error.message.includes('--lenient')) throw new Error(`the message does not say how to get past the line: ${read.error.message}`);
          return;
        }
        if ('error' in read) throw new Error(`a readable recording failed: ${read.error.format()}`);
        if (!isDeepStrictEqual(skipped, lenient ? brokenLines : [])) throw new Error(`skipped ${JSON.stringify(skipped)}, expected ${JSON.stringify(brokenLines)}`);
        classifyChecked(lib, packs(), read.value, { process: 'node' });
      }),
    },
    {
      name: 'control and bidi characters in what becomes a gate subject or option are stripped, through the text and ANSI readers',
      area: 'classify',
      runs: 120,
      property: fc.asyncProperty(hostileText(60), hostileText(300), fc.integer({ min: 0, max: 24 }), fc.constantFrom('text', 'ansi') as fc.Arbitrary<'text' | 'ansi'>, async (subject, label, optionCount, format) => {
        const lines = ['Hostile CLI', `Trust the folder ${subject}?`, `> 1. ${label}`, ...Array.from({ length: optionCount }, (_, i) => `  ${i + 2}. ${label}${i}`)];
        const read = await settle(lib, () => lib.readCaptureFromString(lines.join('\n'), { format, name: NAME }));
        if ('error' in read) throw new Error(`a screen of text failed to read: ${read.error.format()}`);
        const result = classifyChecked(lib, gateSet(), read.value, { process: 'hostile' });
        if (result.state === 'operator_gate') {
          const strings = [result.gate.subject, ...result.gate.options.flatMap((option) => [option.label, option.key])];
          for (const text of strings) if (text !== null && lib.hasForbiddenCharacters(text)) throw new Error(`a forbidden character was carried: ${JSON.stringify(text)}`);
        }
      }),
    },
    {
      name: 'any screen lines with any process, argv and vendor hint: a valid result, the same every time',
      area: 'classify',
      runs: 300,
      property: fc.property(
        fc.array(hostileText(120), { maxLength: 30 }),
        fc.option(processString, { nil: undefined }),
        fc.option(processString, { nil: undefined }),
        fc.option(fc.constantFrom('claude-code', 'codex', 'gemini-cli', 'qwen-code'), { nil: undefined }),
        (lines, process, argv, vendor) => {
          const result = lib.classifyLines(packs(), lines, { process, argv, vendor });
          checkResult(lib, result);
          if (!isDeepStrictEqual(result, lib.classifyLines(packs(), lines, { process, argv, vendor }))) throw new Error('not deterministic');
          if (result.state === 'not_agent' && result.observedProcess !== lib.sanitizeField(process ?? '', 64)) throw new Error('observedProcess is not the sanitized process');
        },
      ),
    },
    {
      name: 'a short unit repeated to 1 MB, as a screen line, a capture and a reply: linear time',
      area: 'classify',
      runs: 20,
      fuzzOnly: true,
      property: fc.asyncProperty(repeatedUnit, async (text) => {
        let started = performance.now();
        checkResult(lib, lib.classifyLines(packs(), [text, text], { process: 'node' }));
        withinBudget('classifying', started);
        started = performance.now();
        checkResult(lib, lib.classifyScreen(packs(), await lib.readCaptureFromString(text, { format: 'text' }), {}));
        withinBudget('reading and classifying a text capture', started);
        started = performance.now();
        lib.replayText(`${JSON.stringify({ type: 'reply', text })}\n${JSON.stringify({ type: 'reply', text })}\n`);
        withinBudget('replaying a reply', started);
      }),
    },
    {
      name: 'sanitizeField yields null or a bounded, clean, stable field',
      area: 'classify',
      runs: 500,
      property: fc.property(hostileText(200), fc.integer({ min: 1, max: 300 }), (text, cap) => {
        const field = lib.sanitizeField(text, cap);
        if (field === null) return;
        if (field === '' || lib.utf8Length(field) > cap || lib.hasForbiddenCharacters(field)) throw new Error(`a bad field ${JSON.stringify(field)}`);
        if (lib.sanitizeField(field, cap) !== field) throw new Error(`sanitizing twice changed ${JSON.stringify(field)}`);
      }),
    },
    {
      name: 'any YAML text as a pack: problems located in the file, nothing of a bad pack used, never a throw',
      area: 'packs',
      runs: 150,
      property: fc.property(yamlText, (yaml) => checkPackLoad(lib, loadYamlPack(lib, yaml))),
    },
    {
      name: 'a pack-shaped document full of mistakes and hostile values: the same',
      area: 'packs',
      runs: 100,
      property: fc.property(packDocument, fc.boolean(), (document, pollute) => {
        // Keys that would reach Object.prototype if a loader assigned them: added as text, since an
        // object literal's __proto__ sets the prototype rather than making a key.
        const keys = pollute ? '__proto__: {polluted: true}\nconstructor: {prototype: {polluted: true}}\n' : '';
        checkPackLoad(lib, loadYamlPack(lib, `${yamlStringify(document)}${keys}`));
      }),
    },
    {
      name: 'any transcript lines in any format: a report or a PtyscreenError naming the line, never a throw',
      area: 'transcripts',
      runs: 150,
      property: fc.property(fc.array(transcriptLine, { maxLength: 25 }), fc.constantFrom('auto', 'native', 'claude-code', 'codex') as fc.Arbitrary<'auto' | 'native' | 'claude-code' | 'codex'>, (lines, from) => {
        const source = 'hostile.jsonl';
        const text = lines.join('\n');
        const lineCount = text.split('\n').length;
        let report: Library.ReplayReport;
        try {
          report = lib.replayText(text, { from }, source);
        } catch (error) {
          if (!(error instanceof lib.PtyscreenError)) throw error;
          const line = error.location.line;
          // An input with no record is wrong as a whole (the error names the file, and no line):
          // every line blank, but perhaps the last, cut short.
          if (error.code === 'transcript.empty') {
            if (error.location.file !== source || !text.split('\n').slice(0, -1).every((one) => one.trim() === '')) throw new Error(`an empty-input error for a transcript with lines: ${error.format()}`);
            return;
          }
          if (error.location.file !== source || line === undefined || line < 1 || line > lineCount) throw new Error(`an error not at a line of ${source}: ${error.format()}`);
          return;
        }
        if (report.halts.length > 0 !== (report.verdict === 'halted')) throw new Error('verdict and halts disagree');
        if (report.decisions.length !== report.attempts || report.attempts > report.events) throw new Error('counts disagree');
        let last = 0;
        for (const decision of report.decisions) {
          if (decision.line < last || decision.line > lineCount) throw new Error(`decision at line ${decision.line}`);
          last = decision.line;
        }
      }),
    },
  ];
}

/** A pack whose gate reads its subject and options straight off the screen: the way hostile text gets into a result. */
export const GATE_PACK = `id: hostile
name: Hostile CLI
version: 1.0.0
process:
  binaries: [hostile]
identity:
  - '^Hostile CLI$'
gates:
  - id: trust
    kind: trust
    input: select
    when: 'Trust the folder'
    subject:
      pattern: 'Trust the folder (?P<subject>.*)\\?'
    options:
      pattern: '^\\s*(?P<selected>>)?\\s*(?P<key>\\d+)\\. (?P<label>.*)$'
`;
