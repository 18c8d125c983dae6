#!/usr/bin/env node
// Makes a session log from lab/session-logs.mjs fit to commit as a fixture: paths, ids and bulk
// the guard never reads are replaced, line for line, so every line keeps its number and shape.
//
// Usage: node lab/sanitize-log.mjs RAW.jsonl OUT.jsonl [--run-dir /tmp/lab/logs/<scenario>]
//   A log kept as one JSON document (RAW.json, written over many lines) is sanitised whole and
//   written back as the CLI wrote it (two-space indent), so its lines keep their numbers too.
//
// What changes (nothing else does; timestamps are kept, they only date the run):
// - the run folder: its project folder becomes /home/dev/deploy-tools, its HOME /home/dev (also
//   in Claude Code's dashed project-folder names);
// - every UUID (session, message, turn, request ids) becomes 00000000-0000-4000-8000-<n>, the same
//   UUID always the same n, so the links between lines survive;
// - a string over 300 characters outside what the agent and the user said (system prompts, tool
//   catalogues, request dumps, tool descriptions) becomes "[N characters left out]": the vendor's
//   prompt text is not ours to commit, and it is most of a raw log's size; likewise a list of
//   over 8 items there (Claude Code's request records list every message's hash) keeps its first
//   8 and "[N more left out]".
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const LONG = 300;
const LIST = 8;
const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;

/**
 * A line of a session log, as far as the sanitiser reads it.
 * @typedef {{ type?: string, id?: unknown, attachment?: { type?: string }, payload?: { type?: string, role?: string },
 *   toolCalls?: { description?: unknown }[], [key: string]: unknown }} LogEntry
 */

/**
 * @param {string} text the log (JSON lines, or one JSON document)
 * @param {string} runDir the run folder whose paths are rewritten
 */
export function sanitizeLog(text, runDir) {
  /** @type {Map<string, number>} */
  const ids = new Map();
  const dashed = runDir.replace(/[^A-Za-z0-9]/g, '-');
  /** @type {(value: string) => string} */
  const rewrite = (value) => value
    .split(`${runDir}/proj`).join('/home/dev/deploy-tools')
    .split(`${runDir}/home`).join('/home/dev')
    .split(runDir).join('/home/dev')
    .split(`${dashed}-proj`).join('-home-dev-deploy-tools')
    .replace(UUID, (id) => {
      if (!ids.has(id.toLowerCase())) ids.set(id.toLowerCase(), ids.size + 1);
      return `00000000-0000-4000-8000-${String(ids.get(id.toLowerCase())).padStart(12, '0')}`;
    });
  /** @type {(value: unknown, spoken: boolean) => unknown} */
  const walk = (value, spoken) => {
    if (typeof value === 'string') return !spoken && value.length > LONG ? `[${value.length} characters left out]` : rewrite(value);
    if (Array.isArray(value)) {
      const kept = !spoken && value.length > LIST ? [...value.slice(0, LIST), `[${value.length - LIST} more left out]`] : value;
      return kept.map((item) => walk(item, spoken));
    }
    if (value === null || typeof value !== 'object') return value;
    /** @type {Record<string, unknown>} */
    const out = {};
    for (const [key, item] of Object.entries(value)) out[rewrite(key)] = walk(item, spoken);
    return out;
  };
  if (/^\s*[[{]\s*$/.test(text.split('\n')[0])) return `${JSON.stringify(walk(JSON.parse(text), true), null, 2)}${text.endsWith('\n') ? '\n' : ''}`;
  return text.split('\n').map((line) => {
    if (line.trim() === '') return line;
    const entry = withoutToolDescriptions(JSON.parse(line));
    return JSON.stringify(walk(entry, isSpoken(entry)));
  }).join('\n');
}

// Gemini CLI copies each tool's description (the vendor's prompt text) into its record of a call.
/** @type {(entry: LogEntry) => LogEntry} */
function withoutToolDescriptions(entry) {
  if (!Array.isArray(entry.toolCalls)) return entry;
  const toolCalls = entry.toolCalls.map((call) => (typeof call.description === 'string' && call.description.length > LONG
    ? { ...call, description: `[${call.description.length} characters left out]` } : call));
  return { ...entry, toolCalls };
}

// What the agent and the user said, and the boards: kept whole. Claude Code: user and assistant
// lines and the task/todo reminders; Codex: user and assistant messages, tool calls and events;
// Gemini CLI: message records; Qwen Code: user, assistant and tool_result records; Copilot CLI:
// user and assistant messages, tool calls (the SQL of its board among them), errors and aborts.
/** @param {LogEntry} entry */
function isSpoken(entry) {
  if (entry.type === 'user' || entry.type === 'assistant') return true;
  if (/^(user|assistant|tool)\.|^abort$|^session\.error$/.test(entry.type ?? '')) return true;
  if (typeof entry.id === 'string' && 'content' in entry) return true;
  if (entry.type === 'tool_result') return true;
  if (entry.type === 'attachment') return /reminder/.test(entry.attachment?.type ?? '');
  const payload = entry.payload;
  if (entry.type === 'response_item') return payload?.type !== 'additional_tools' && !(payload?.type === 'message' && payload.role === 'developer');
  return entry.type === 'event_msg' && /message|item_completed|error/.test(payload?.type ?? '');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [raw, out] = process.argv.slice(2).filter((arg, index, all) => !arg.startsWith('--') && all[index - 1] !== '--run-dir');
  const runDirArg = process.argv.indexOf('--run-dir');
  if (!raw || !out) {
    console.error('usage: node lab/sanitize-log.mjs RAW.jsonl OUT.jsonl [--run-dir DIR]');
    process.exit(2);
  }
  const runDir = runDirArg > 0 ? process.argv[runDirArg + 1] : raw.replace(/\.jsonl$/, '');
  writeFileSync(out, sanitizeLog(readFileSync(raw, 'utf8'), runDir));
  console.log(`${out}: sanitised (run folder ${runDir})`);
}
