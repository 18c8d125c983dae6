// The classification server: JSON request lines in, one answer line each out, in request order, with
// the packs loaded once. Over a pipe (standard input and output) or a Unix socket for many clients.

import { existsSync, unlinkSync } from 'node:fs';
import { connect, createServer, type Socket } from 'node:net';
import type { Readable, Writable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { classifyScreen } from '../classify/classify.js';
import { PtyscreenError, errnoOf, toPtyscreenError } from '../errors.js';
import type { CompiledPackSet } from '../packs/types.js';
import { DEFAULT_MAX_BYTES } from '../screen/options.js';
import { readCaptureFromString } from '../screen/read-capture.js';
import { terminalSafe } from '../shared/terminal-safe.js';
import { classifyCapture, type BatchOptions, type CaptureResult } from '../batch/classify-captures.js';
import { parseRequest, type ServeRequest } from './serve-request.js';
import { compileAllPatterns } from '../packs/compile-all.js';
import { RecentLines, splitLeadingId } from './recent-lines.js';
import { RecentResults } from './recent-results.js';

export interface ServeOptions {
  /** The tmux server a `tmux` request without `tmuxSocket` reads (a socket name or path). */
  readonly tmuxSocket?: string | undefined;
  /** The largest capture read, and the longest request line taken (default 64 MiB). */
  readonly maxBytes?: number | undefined;
}

/** What went wrong with a request, as `classify --json` reports an input that failed. */
export interface AnswerError {
  readonly code: string;
  readonly message: string;
  readonly file: string | null;
  readonly line: number | null;
}

/** The answer to one request: what `classify --json` gives for the same input, or the error. */
export type ServeAnswer = { readonly id: unknown; readonly result: CaptureResult } | { readonly id: unknown; readonly error: AnswerError };

function errorAnswer(id: unknown, error: PtyscreenError): ServeAnswer {
  return { id, error: { code: error.code, message: error.message, file: error.location.file ?? null, line: error.location.line ?? null } };
}

/** One `T` for each pack set, made when the set first asks: what a server remembers holds for the set that answered. */
function perPackSet<T extends object>(make: () => T): (set: CompiledPackSet) => T {
  const bySet = new WeakMap<CompiledPackSet, T>();
  return (set) => {
    let value = bySet.get(set);
    if (value === undefined) {
      value = make();
      bySet.set(set, value);
    }
    return value;
  };
}

// Only screens sent whole are remembered; a file or a pane is read afresh each time, since what it
// shows may have changed.
const recentResultsOf = perPackSet(() => new RecentResults());
const recentLinesOf = perPackSet(() => new RecentLines());

/**
 * Classifies what a request names. A screen's result has the source `classify -` gives it (`-`), a
 * file's its path as given, a pane's `tmux:<pane>`, so that each is exactly `classify --json`'s. The
 * same screen with the same hints and size, asked again, gets the result it got before: the same
 * object, frozen.
 */
export async function answerRequest(set: CompiledPackSet, request: ServeRequest, options: ServeOptions = {}): Promise<ServeAnswer> {
  const { input, id } = request;
  const hints = { process: request.process, argv: request.argv, vendor: request.vendor };
  const capture = { cols: request.cols, rows: request.rows, maxBytes: options.maxBytes };
  try {
    if (input.kind === 'screen') {
      const question = { screen: input.screen, ...hints, cols: request.cols, rows: request.rows };
      const recent = recentResultsOf(set);
      const known = recent.get(question);
      if (known !== undefined) return { id, result: known };
      const screen = await readCaptureFromString(input.screen, capture);
      const result = classifyScreen(set, screen, { ...hints, source: '-' });
      recent.set(question, result);
      return { id, result };
    }
    const batch: BatchOptions = {
      ...hints,
      capture,
      tmux: input.kind === 'tmux' ? { target: input.pane, socket: input.socket ?? options.tmuxSocket } : undefined,
    };
    const outcome = await classifyCapture(set, input.kind === 'tmux' ? `tmux:${input.pane}` : input.file, batch);
    return outcome.ok ? { id, result: outcome.result } : errorAnswer(id, outcome.error);
  } catch (error) {
    return errorAnswer(id, toPtyscreenError(error));
  }
}

/** JSON text's value, or undefined when it is not JSON (an id string with a bad escape). */
function jsonValue(text: string): { value: unknown } | undefined {
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return undefined;
  }
}

/**
 * The answer to request line `line` (1-based): parsed, then classified; a bad line is an error answer.
 * A line that opens with its id and whose rest was answered from memory before is answered again
 * without reading its JSON: a screen asked again costs its line's JSON more than anything else.
 */
export async function answerLine(set: CompiledPackSet, text: string, line: number, options: ServeOptions = {}): Promise<ServeAnswer> {
  const lead = splitLeadingId(text);
  const lines = recentLinesOf(set);
  if (lead !== null) {
    const known = lines.get(lead.rest);
    const id = known === undefined ? undefined : jsonValue(lead.idText);
    if (known !== undefined && id !== undefined) return { id: id.value, result: known };
  }
  const parsed = parseRequest(text, line);
  if (!parsed.ok) return errorAnswer(parsed.id, parsed.error);
  const answer = await answerRequest(set, parsed.request, options);
  // Kept only when the rest of the line asked for a screen, its answer was remembered (frozen), and
  // the id the line opens with is its id: a later "id" key in the rest would be the one JSON reads.
  if (lead !== null && parsed.request.input.kind === 'screen' && 'result' in answer && Object.isFrozen(answer.result)) {
    const id = jsonValue(lead.idText);
    if (id !== undefined && JSON.stringify(id.value) === JSON.stringify(parsed.request.id)) lines.set(lead.rest, answer.result);
  }
  return answer;
}

// A remembered result is one frozen object, answered again and again while a pane waits: its JSON
// is written once. A result not frozen may still change, so it is written afresh.
const resultJsonOf = new WeakMap<CaptureResult, string>();

function resultJson(result: CaptureResult): string {
  if (!Object.isFrozen(result)) return terminalSafe(JSON.stringify(result));
  let json = resultJsonOf.get(result);
  if (json === undefined) {
    json = terminalSafe(JSON.stringify(result));
    resultJsonOf.set(result, json);
  }
  return json;
}

/** An answer as the line the protocol sends: compact JSON, with no character a terminal would act on. */
export function answerJson(answer: ServeAnswer): string {
  // What JSON.stringify writes for {id, result}, the result's part reused. An escape is made per
  // character, and the parts meet at ASCII, so escaping each part is escaping the whole.
  if ('result' in answer && answer.id !== undefined) return `{"id":${terminalSafe(JSON.stringify(answer.id))},"result":${resultJson(answer.result)}}`;
  return terminalSafe(JSON.stringify(answer));
}

/** A request line, or a line too long to be one (its text is dropped as it comes). */
type RequestLine = { readonly line: number; readonly text: string } | { readonly line: number; readonly tooLong: true };

/** Splits a byte stream into request lines as chunks arrive; blank lines are skipped, a CR before LF dropped. */
function requestLineSplitter(maxChars: number): { push(chunk: Buffer | string): RequestLine[]; end(): RequestLine[] } {
  const decoder = new StringDecoder('utf8');
  let held: string[] = [];
  let heldLength = 0;
  let overflow = false;
  let line = 0;
  const finish = (tail: string, out: RequestLine[]): void => {
    line += 1;
    if (overflow) {
      out.push({ line, tooLong: true });
    } else {
      const whole = held.length === 0 ? tail : held.join('') + tail;
      const text = whole.endsWith('\r') ? whole.slice(0, -1) : whole;
      if (text.trim() !== '') out.push({ line, text });
    }
    held = [];
    heldLength = 0;
    overflow = false;
  };
  const hold = (text: string): void => {
    if (overflow) return;
    heldLength += text.length;
    if (heldLength > maxChars) {
      overflow = true;
      held = [];
      return;
    }
    held.push(text);
  };
  return {
    push(chunk) {
      const text = typeof chunk === 'string' ? chunk : decoder.write(chunk);
      const out: RequestLine[] = [];
      let start = 0;
      for (let end = text.indexOf('\n'); end !== -1; end = text.indexOf('\n', start)) {
        finish(text.slice(start, end), out);
        start = end + 1;
      }
      if (start < text.length) hold(text.slice(start));
      return out;
    },
    end() {
      const rest = decoder.end();
      if (rest !== '') hold(rest);
      const out: RequestLine[] = [];
      if (heldLength > 0 || overflow) finish('', out);
      return out;
    },
  };
}

/** Resolves when `output` can take more, or will never again (closed, failed); leaves no listener behind. */
function drained(output: Writable): Promise<void> {
  return new Promise((resolve) => {
    const done = (): void => {
      output.off('drain', done);
      output.off('close', done);
      output.off('error', done);
      resolve();
    };
    output.on('drain', done);
    output.on('close', done);
    output.on('error', done);
  });
}

const prepared = new WeakSet<CompiledPackSet>();

/** Compiles every pattern of `set` once, before the first request: no request waits on a compile. */
function prepare(set: CompiledPackSet): void {
  if (prepared.has(set)) return;
  prepared.add(set);
  compileAllPatterns(set);
}

/** Requests answered at once: a `tmux` request waits on tmux while the ones after it are classified. */
const WINDOW = 16;

export interface ServeStreamOptions extends ServeOptions {
  /** How an answer is written, without its newline (default: the protocol's JSON line). */
  readonly format?: ((answer: ServeAnswer) => string) | undefined;
}

/**
 * Reads request lines from `input` until it ends and writes one answer line per request to `output`,
 * in request order, each as soon as it and those before it are answered. A bad line gets an error
 * answer and the next line is read as usual. Resolves once every answer is written, or when
 * `output` goes away (nobody reads the answers any more).
 */
export async function serveStream(set: CompiledPackSet, input: Readable, output: Writable, options: ServeStreamOptions = {}): Promise<void> {
  prepare(set);
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const format = options.format ?? answerJson;
  const splitter = requestLineSplitter(maxBytes);
  // Set from callbacks: the reader of the answers went away.
  const sink = { closed: false };
  const onError = (): void => {
    sink.closed = true;
  };
  output.on('error', onError);
  let corked = false;
  let inFlight = 0;
  let room: (() => void) | undefined;
  let written: Promise<void> = Promise.resolve();

  const write = async (answer: ServeAnswer): Promise<void> => {
    if (sink.closed || output.destroyed) {
      sink.closed = true;
      return;
    }
    // Answers finished in one turn of the event loop go out in one write.
    if (!corked) {
      corked = true;
      output.cork();
      setImmediate(() => {
        corked = false;
        output.uncork();
      });
    }
    if (!output.write(`${format(answer)}\n`)) await drained(output);
  };

  const enqueue = (request: RequestLine): void => {
    inFlight += 1;
    const answer =
      'tooLong' in request
        ? Promise.resolve(errorAnswer(null, new PtyscreenError('request.too-large', `request is longer than ${maxBytes} characters; a capture that large is refused anyway`, { file: '<request>', line: request.line })))
        : answerLine(set, request.text, request.line, options);
    written = written.then(async () => {
      const ready = await answer;
      inFlight -= 1;
      room?.();
      room = undefined;
      await write(ready);
    });
  };

  try {
    // Not destroyed at its end: a socket's writing side still has the answers to send.
    for await (const chunk of input.iterator({ destroyOnReturn: false })) {
      for (const request of splitter.push(chunk as Buffer | string)) enqueue(request);
      if (sink.closed) break;
      while (inFlight >= WINDOW) await new Promise<void>((resolve) => (room = resolve));
    }
    for (const request of splitter.end()) enqueue(request);
    await written;
  } finally {
    output.off('error', onError);
  }
}

export interface SocketServeOptions extends ServeStreamOptions {
  /** Stops the server: no new clients, open connections closed, the socket file removed. */
  readonly signal?: AbortSignal | undefined;
  /** Called once the socket listens. */
  readonly onListening?: (() => void) | undefined;
}

/** True when a server answers on the Unix socket at `path`. */
function socketAnswers(path: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = connect(path);
    probe.once('connect', () => {
      probe.destroy();
      resolve(true);
    });
    probe.once('error', () => {
      resolve(false);
    });
  });
}

/**
 * Serves the protocol on a Unix socket at `path`, each connection a client of its own with its answers
 * in its own request order, until `signal` aborts. A socket file left by a server that is gone is
 * replaced; one a live server answers on is an error.
 */
export async function serveSocket(set: CompiledPackSet, path: string, options: SocketServeOptions = {}): Promise<void> {
  if (options.signal?.aborted === true) return;
  if (existsSync(path)) {
    if (await socketAnswers(path)) throw new PtyscreenError('io.EADDRINUSE', `${path}: another server is listening on this socket; stop it or choose another path`, { file: path });
    try {
      unlinkSync(path);
    } catch (error) {
      throw toPtyscreenError(error, path);
    }
  }
  prepare(set);
  const connections = new Set<Socket>();
  // Half-open: a client may end its requests and still read the answers still to come.
  const server = createServer({ allowHalfOpen: true }, (socket) => {
    connections.add(socket);
    socket.on('error', () => {
      // A client that goes away mid-answer: its connection ends, the server goes on.
    });
    void serveStream(set, socket, socket, options).then(
      () => socket.end(),
      () => socket.destroy(),
    );
    socket.once('close', () => connections.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error) => {
      reject(errnoOf(error) === undefined ? toPtyscreenError(error) : new PtyscreenError(`io.${errnoOf(error)!}`, `${path}: cannot listen: ${error.message}`, { file: path }));
    });
    server.listen(path, () => {
      resolve();
    });
  });
  options.onListening?.();
  await new Promise<void>((resolve) => {
    const stop = (): void => {
      server.close(() => {
        resolve();
      });
      for (const socket of connections) socket.destroy();
    };
    if (options.signal === undefined) return;
    if (options.signal.aborted) stop();
    else options.signal.addEventListener('abort', stop, { once: true });
  });
  // node removes the socket file as the server closes.
}
