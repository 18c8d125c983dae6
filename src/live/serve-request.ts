// One request line of the classification server: parsed and checked, or an error naming what to fix.

import { PtyscreenError } from '../errors.js';
import { isRecord } from '../shared/is-record.js';

/** What a request asks to classify: screen text (plain or ANSI), a capture path, or a live tmux pane. */
export type RequestInput =
  | { readonly kind: 'screen'; readonly screen: string }
  | { readonly kind: 'file'; readonly file: string }
  | { readonly kind: 'tmux'; readonly pane: string; readonly socket: string | undefined };

export interface ServeRequest {
  /** Echoed in the answer as given (any JSON value); null when the request had none. */
  readonly id: unknown;
  readonly input: RequestInput;
  readonly process: string | undefined;
  readonly argv: string | undefined;
  readonly vendor: string | undefined;
  readonly cols: number | undefined;
  readonly rows: number | undefined;
}

export type ParsedRequest = { readonly ok: true; readonly request: ServeRequest } | { readonly ok: false; readonly id: unknown; readonly error: PtyscreenError };

const INPUT_FIELDS = ['screen', 'file', 'tmux'] as const;
const STRING_FIELDS = ['process', 'argv', 'vendor', 'tmuxSocket'] as const;
const SIZE_FIELDS = ['cols', 'rows'] as const;
const KNOWN_FIELDS = new Set<string>(['id', ...INPUT_FIELDS, ...STRING_FIELDS, ...SIZE_FIELDS]);
const KNOWN_LIST = [...KNOWN_FIELDS].join(', ');

function invalid(line: number, message: string): PtyscreenError {
  return new PtyscreenError('request.invalid', message, { file: '<request>', line });
}

/**
 * Reads request line `line` (1-based, for error messages). A request is one JSON object: `id`, exactly
 * one of `screen`, `file` or `tmux`, and optionally `process`, `argv`, `vendor`, `cols`, `rows`,
 * `tmuxSocket`. An unknown field is an error, so a misspelt `proces` is not silently ignored.
 */
export function parseRequest(text: string, line: number): ParsedRequest {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    return { ok: false, id: null, error: new PtyscreenError('request.json', `not JSON (${why}); send one JSON object per line`, { file: '<request>', line }) };
  }
  if (!isRecord(value)) {
    return { ok: false, id: null, error: new PtyscreenError('request.json', 'a request is a JSON object such as {"id": 1, "screen": "…"}', { file: '<request>', line }) };
  }
  const id = value.id ?? null;
  const fail = (message: string): ParsedRequest => ({ ok: false, id, error: invalid(line, message) });

  const unknown = Object.keys(value).filter((key) => !KNOWN_FIELDS.has(key));
  if (unknown.length > 0) return fail(`unknown field${unknown.length > 1 ? 's' : ''} ${unknown.map((key) => `"${key}"`).join(', ')}; a request may have ${KNOWN_LIST}`);

  const inputs = INPUT_FIELDS.filter((key) => value[key] !== undefined);
  if (inputs.length !== 1) return fail(`give exactly one of "screen" (the screen's text, plain or with ANSI escapes), "file" (a capture's path) or "tmux" (a pane); got ${inputs.length === 0 ? 'none' : inputs.join(' and ')}`);
  const inputKey = inputs[0]!;
  const inputValue = value[inputKey];
  if (typeof inputValue !== 'string') return fail(`"${inputKey}" must be a string`);
  if (inputKey !== 'screen' && inputValue === '') return fail(`"${inputKey}" is empty`);

  for (const key of STRING_FIELDS) {
    if (value[key] !== undefined && typeof value[key] !== 'string') return fail(`"${key}" must be a string`);
  }
  for (const key of SIZE_FIELDS) {
    const size = value[key];
    if (size !== undefined && !(typeof size === 'number' && Number.isInteger(size) && size >= 1)) return fail(`"${key}" must be a positive whole number`);
  }
  if (value.tmuxSocket !== undefined && inputKey !== 'tmux') return fail('"tmuxSocket" goes with "tmux" only');

  const stringField = (key: (typeof STRING_FIELDS)[number]): string | undefined => value[key] as string | undefined;
  const input: RequestInput =
    inputKey === 'screen' ? { kind: 'screen', screen: inputValue }
    : inputKey === 'file' ? { kind: 'file', file: inputValue }
    : { kind: 'tmux', pane: inputValue, socket: stringField('tmuxSocket') };
  return {
    ok: true,
    request: {
      id,
      input,
      process: stringField('process'),
      argv: stringField('argv'),
      vendor: stringField('vendor'),
      cols: value.cols as number | undefined,
      rows: value.rows as number | undefined,
    },
  };
}
