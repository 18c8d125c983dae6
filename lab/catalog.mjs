#!/usr/bin/env node
// Lists the dialog titles and error templates an installed vendor CLI can show, read out of its own
// files (the JS bundle, or the text inside a native or Bun binary), and which of them no rule of the
// vendor's pack covers: the screens still to capture.
//
// Usage: node lab/catalog.mjs VENDOR[@VERSION] [--all] [--json] [--pack DIR] [--limit N]
//   --all     every template with what covers it (default: only the ones nothing covers)
//   --json    one JSON document: { vendor, version, files, counts, templates: [{ kind, text, covered }] }
//   --everything  also strings that name nothing an agent CLI's screens talk about (a bundled library's)
//   --pack    the pack folder to check against (default rules/VENDOR, or the Cline plugin's pack)
//
// A template is covered by `rule:<id>` when a pattern of that pack rule matches its text (placeholders
// read as X), by `seen:<fixture>` when it is on one of the pack's captured screens (wrapped or framed
// as drawn), by `generic:<reason|kind>` when only the shared error-signature table gives it a reason or
// a dialog kind (the generic layer refuses it if the CLI draws it in a declared slot), and by nothing
// otherwise. Patterns anchored on a glyph the CLI draws before the text (`✕ [API Error: …`) do not
// match the bare template, so read `generic` as "not yet seen by a specific rule", not as a miss.
// Reads packs with the repository's own `yaml` and `re2` (run `npm install` first).
import { closeSync, existsSync, openSync, readdirSync, readFileSync, readSync, realpathSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { install } from './install.mjs';
import { parseVendorSpec } from './vendors.mjs';

/**
 * A dialog title or error template the CLI can show, and what covers it (null: nothing).
 * @typedef {{ kind: 'dialog' | 'error', text: string, covered?: string | null }} Template
 */
/** @typedef {{ test(text: string): boolean }} Matcher a compiled pattern */
/** @typedef {new (pattern: string) => Matcher} MatcherClass RE2 */
/** @typedef {{ id: string, group: 'gate' | 'failure', res: Matcher[] }} RuleMatchers */
/** @typedef {{ reasons: { reason: string, res: Matcher[] }[], dialogKinds: { kind: string, res: Matcher[] }[] }} SignatureMatchers */
/** @typedef {{ name: string, text: string }} FixtureScreen */

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);

// ------------------------------------------------------------------ reading the CLI's files
const MAX_FILE = 400 * 1024 * 1024;
const CODE_EXT = /\.(?:[cm]?js)$/;
/** @type {(buf: Buffer) => boolean} */
const isElfOrMachO = (buf) => buf.length >= 4 && ((buf[0] === 0x7f && buf[1] === 0x45) || (buf[0] === 0xcf && buf[1] === 0xfa));

/**
 * The vendor's own code: the bin target, the package's JS files and the native binaries named for the
 * CLI, and those of its platform package beside it (`@openai/codex-linux-x64`, `opencode-linux-x64`), never its dependencies.
 * @param {string} pkgDir
 * @param {string} binPath
 * @param {string} [binName]
 * @returns {string[]}
 */
export function cliFiles(pkgDir, binPath, binName = basename(binPath)) {
  /** @type {Set<string>} */
  const files = new Set();
  try { files.add(realpathSync(binPath)); } catch { /* no bin */ }
  /** @type {(dir: string, depth: number) => void} */
  const walk = (dir, depth) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      if (e.name === 'node_modules' || e.name.startsWith('.')) continue;
      const p = join(dir, e.name);
      if (e.isDirectory() && depth < 6) walk(p, depth + 1);
      // a native binary named for the CLI; not the tools and libraries that ship beside it (rg, *.so)
      else if (e.isFile() && (CODE_EXT.test(e.name) || (e.name.startsWith(binName) && !/\.so\b/.test(e.name) && isBinaryFile(p)))) files.add(p);
    }
  };
  for (const dir of [pkgDir, ...platformPackages(pkgDir)]) if (existsSync(dir)) walk(dir, 0);
  return [...files].filter((f) => { const s = statSync(f); return s.size > 0 && s.size < MAX_FILE; });
}

/** @param {string} pkgDir */
function platformPackages(pkgDir) {
  const scope = dirname(pkgDir);
  const stem = basename(pkgDir).replace(/-ai$/, '');
  if (!existsSync(scope)) return [];
  return readdirSync(scope)
    .filter((name) => name.startsWith(`${stem}-linux-x64`) && !/baseline|musl/.test(name))
    .map((name) => join(scope, name));
}

/** @param {string} file */
function isBinaryFile(file) {
  const head = Buffer.alloc(4);
  const fd = openSync(file, 'r');
  try { readSync(fd, head, 0, 4, 0); } finally { closeSync(fd); }
  return isElfOrMachO(head);
}

// String literals in JS text: "…", '…' and `…` (a template's ${…} becomes the placeholder ‹›).
// A literal starts where an expression may (after punctuation, `return` or `case`), so a quote inside
// a regular expression or a comment cannot throw the scan out of step with the source.
const LITERAL = /(?<=[(,:=?&|!+[{};]\s*|\breturn\s*|\bcase\s*)(?:"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)'|`((?:[^`\\]|\\.)*)`)/g;
/** @type {(s: string) => string} */
const unescape = (s) => s.replace(/\\n/g, ' ').replace(/\\t/g, ' ').replace(/\\u([0-9a-fA-F]{4})/g, (_, h) => String.fromCharCode(parseInt(h, 16))).replace(/\\(.)/g, '$1');

/**
 * Every string a file holds: the literals of JS text, or the printable runs of a native binary.
 * @param {Buffer} buf
 * @returns {string[]}
 */
export function stringsOf(buf) {
  if (!isElfOrMachO(buf)) return literalsOf(buf.toString('utf8'));
  // A binary. A Bun (or Deno, Node SEA) binary carries its JS whole, in long stretches of text: then
  // that JS's literals are the CLI's strings. Otherwise (Rust, Go) they are the short printable runs.
  const runs = textRuns(buf);
  const scripts = runs.filter(([a, b]) => b - a > 100_000);
  if (scripts.reduce((n, [a, b]) => n + b - a, 0) > 1_000_000) return scripts.flatMap(([a, b]) => literalsOf(buf.toString('utf8', a, b)));
  // Rust and Go lay their string constants end to end, unseparated: a long run is cut where one
  // sentence ends and a capitalised one starts.
  return runs.flatMap(([a, b]) => {
    const run = buf.toString('utf8', a, b);
    return b - a <= 400 ? [run] : run.split(/(?<=[a-z0-9.?!:)'"\]])(?=[A-Z][a-z])/).filter((r) => r.length >= 8 && r.length <= 400);
  });
}

/**
 * [start, end) of each stretch of text bytes (printable, tab, newline, ESC, or UTF-8) in a buffer.
 * @param {Buffer} buf
 */
function textRuns(buf) {
  /** @type {[number, number][]} */
  const runs = [];
  let start = -1;
  for (let i = 0; i <= buf.length; i++) {
    const b = i < buf.length ? /** @type {number} */ (buf[i]) : 0;
    const text = b >= 0x20 ? b !== 0x7f : b === 9 || b === 10 || b === 13 || b === 27;
    if (text && start < 0) start = i;
    else if (!text && start >= 0) {
      if (i - start >= 8) runs.push([start, i]);
      start = -1;
    }
  }
  return runs;
}

/** @param {string} text */
function literalsOf(text) {
  /** @type {string[]} */
  const out = [];
  // one of the three quote forms matched
  for (const m of text.matchAll(LITERAL)) out.push(unescape(m[1] ?? m[2] ?? /** @type {string} */ (m[3]).replace(/\$\{[^}]*\}/g, '‹›')));
  return out;
}

// ------------------------------------------------------------------ which strings are screens
const CODE_LIKE = new RegExp([
  '[;=]\\s*$', '=>', '\\b(?:function|return|const|var|let|typeof|undefined|null)\\b', '[{}]\\s*[{}]', '^\\s*[.#[(]', '\\\\[a-z]',
  '[<>]/', '^https?:', '[a-z]\\.[a-z]+\\(', '\\$\\{', '%[-0-9.]*[sdifqQl]', '::', '\\(\\)', '\\[object ',
  '\\b[a-z]+(?:[A-Z][a-z0-9]+){2,}\\b', '\\b[a-z]+_[a-z_]+\\b.*\\b[a-z]+_[a-z_]+\\b',
  '^(?:SELECT|INSERT|UPDATE|DELETE|CREATE|DROP|ALTER|PRAGMA|WITH|BEGIN)\\b',
].join('|'));
const ERROR_WORDS = /\b(?:error|failed|failure|invalid|unable to|could not|couldn't|cannot|can't|not found|exceeded|expired|denied|unauthori[sz]ed|forbidden|timed out|timeout|refused|insufficient|quota|rate limit|overloaded|unavailable|not available|not supported|missing|malformed|no (?:api key|credits?|model)|limit reached|crash(?:ed)?)\b/i;
const DIALOG_WORDS = /^(?:do you|would you|are you sure|allow\b|trust\b|approve\b|select\b|choose\b|pick\b|enter (?:your|the|an?)\b|paste\b|sign in\b|log ?in\b|update available|a new version|confirm\b|continue\?|press enter to)/i;
// What an agent CLI's own screens talk about; a bundled library's messages mostly do not.
const SCREEN_TOPICS = /\b(?:api|model|provider|key|keys|auth\w*|log ?in|sign ?in|account|subscription|quota|rate|limit|credits?|billing|balance|plan|settings?|config\w*|mcp|server|network|connect\w*|proxy|trust\w*|folder|workspace|permission|allow\w*|approv\w*|update|upgrade|version|token|session|tool|command|shell|sandbox|context|request|response|retry\w*|overloaded|capacity|usage)\b/i;

/**
 * "dialog", "error" or null: what kind of screen text a string is, if any.
 * @param {string} s
 * @param {{ everything?: boolean }} [options]
 * @returns {'dialog' | 'error' | null}
 */
export function kindOf(s, { everything = false } = {}) {
  const t = s.trim();
  if (t.length < 10 || t.length > 240 || !/\s/.test(t) || !/[A-Za-z]{3}/.test(t)) return null;
  if (CODE_LIKE.test(t)) return null;
  const words = t.split(/\s+/).filter((w) => /[A-Za-z]/.test(w));
  if (words.length < 3 || words.length > 40) return null;
  // prose starts with a capital, a glyph, or a placeholder; identifiers and CSS do not
  // eslint-disable-next-line no-control-regex -- a character outside ASCII, written as its range
  if (!/^(?:[A-Z{]|[^\x00-\x7f])/.test(t)) return null;
  if (!everything && !SCREEN_TOPICS.test(t)) return null;
  if (DIALOG_WORDS.test(t) || (/\?$/.test(t) && words.length <= 16)) return 'dialog';
  if (ERROR_WORDS.test(t)) return 'error';
  return null;
}

// ------------------------------------------------------------------ what covers a template
/** @returns {MatcherClass} */
function loadRe2() {
  try { return require('re2'); } catch { throw new Error('lab/catalog.mjs needs the repository\'s dependencies: run npm install first'); }
}

// The rule-language keys whose strings are patterns a screen must match (not what a rule reads off it).
const CONDITION_KEYS = new Set(['when', 'all', 'any', 'not', 'pattern', 'unless']);
/**
 * @param {unknown} node
 * @param {string[]} [out]
 * @param {boolean} [underCondition]
 * @returns {string[]}
 */
function conditionPatterns(node, out = [], underCondition = false) {
  if (typeof node === 'string') { if (underCondition) out.push(node); return out; }
  if (Array.isArray(node)) { for (const n of node) conditionPatterns(n, out, underCondition); return out; }
  if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) {
      if (k === 'options' || k === 'subject' || k === 'fixtures' || k === 'region') continue;
      conditionPatterns(v, out, underCondition || CONDITION_KEYS.has(k));
    }
  }
  return out;
}

/**
 * @param {string} packDir
 * @param {MatcherClass} RE2
 * @returns {RuleMatchers[]}
 */
export function packMatchers(packDir, RE2) {
  const { parse } = require('yaml');
  /** @type {{ id: string, gates?: { id: string, when: unknown }[], failures?: { id: string, when: unknown }[] }} */
  const pack = parse(readFileSync(join(packDir, 'pack.yaml'), 'utf8'));
  /** @type {RuleMatchers[]} */
  const rules = [];
  /** @type {['gate' | 'failure', { id: string, when: unknown }[]][]} */
  const groups = [['gate', pack.gates ?? []], ['failure', pack.failures ?? []]];
  for (const [group, list] of groups) {
    for (const rule of list) {
      const res = conditionPatterns(rule.when).flatMap((p) => { try { return [new RE2(p)]; } catch { return []; } });
      rules.push({ id: `${pack.id}/${rule.id}`, group, res });
    }
  }
  return rules;
}

/**
 * @param {MatcherClass} RE2
 * @returns {SignatureMatchers}
 */
export function signatureMatchers(RE2) {
  const { parse } = require('yaml');
  /** @type {{ reasons: { reason: string, signatures: string[] }[], dialogs: { kinds: { kind: string, keywords: string[] }[] } }} */
  const table = parse(readFileSync(join(ROOT, 'rules', '_signatures', 'error-signatures.yaml'), 'utf8'));
  /** @type {(list: string[]) => Matcher[]} */
  const compile = (list) => list.flatMap((p) => { try { return [new RE2(p)]; } catch { return []; } });
  return {
    reasons: table.reasons.map((r) => ({ reason: r.reason, res: compile(r.signatures) })),
    dialogKinds: table.dialogs.kinds.map((k) => ({ kind: k.kind, res: compile(k.keywords) })),
  };
}

/**
 * The pack's captured screens, one string each, with whitespace (and so wrapping) made single spaces.
 * @param {string} packDir
 * @returns {FixtureScreen[]}
 */
export function fixtureScreens(packDir) {
  const dir = join(packDir, 'fixtures');
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const file = join(dir, name, 'screen.txt');
    return existsSync(file) ? [{ name, text: readFileSync(file, 'utf8').replace(/[\s│┃║|]+/g, ' ') }] : [];
  });
}

/** @type {(s: string) => string} */
const escapeRe = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What covers one template: `rule:<id>` (a pattern of that rule matches it), `seen:<fixture>` (it is on
 * a captured screen of the pack), `generic:<reason or kind>`, or null.
 * @param {Template} template
 * @param {RuleMatchers[]} rules
 * @param {SignatureMatchers} signatures
 * @param {FixtureScreen[]} [screens]
 * @returns {string | null}
 */
export function coverOf(template, rules, signatures, screens = []) {
  const text = template.text.replace(/‹›/g, 'X');
  const wanted = template.kind === 'dialog' ? 'gate' : 'failure';
  const rule = rules.find((r) => r.group === wanted && r.res.some((re) => re.test(text)));
  if (rule) return `rule:${rule.id}`;
  // wrapped and framed on the screen: any run of spaces, rules or frame bars between words
  const parts = template.text.trim().split('‹›').map((part) => part.trim().split(/\s+/));
  const shown = new RegExp(parts.map((words) => words.map(escapeRe).join(' ')).join('.{0,120}?'));
  // the longest word first, by substring: most screens are ruled out without the regex
  const longest = parts.flat().reduce((a, b) => (b.length > a.length ? b : a), '');
  const screen = screens.find((f) => f.text.includes(longest) && shown.test(f.text));
  if (screen) return `seen:${screen.name}`;
  /** @type {[string, Matcher[]][]} */
  const table = template.kind === 'dialog' ? signatures.dialogKinds.map((k) => [k.kind, k.res]) : signatures.reasons.map((r) => [r.reason, r.res]);
  const hit = table.find(([, res]) => res.some((re) => re.test(text)));
  return hit ? `generic:${hit[0]}` : null;
}

// ------------------------------------------------------------------ main
/**
 * The templates the files hold, each with what covers it, and their counts.
 * @param {{ files: string[], packDir: string, everything?: boolean }} o
 */
export function catalogue({ files, packDir, everything = false }) {
  const RE2 = loadRe2();
  const rules = existsSync(join(packDir, 'pack.yaml')) ? packMatchers(packDir, RE2) : [];
  const signatures = signatureMatchers(RE2);
  const screens = fixtureScreens(packDir);
  /** @type {Map<string, Template>} */
  const seen = new Map();
  for (const f of files) {
    for (const s of stringsOf(readFileSync(f))) {
      const text = s.replace(/\s+/g, ' ').trim();
      if (seen.has(text)) continue;
      const kind = kindOf(text, { everything });
      if (kind) seen.set(text, { kind, text });
    }
  }
  const templates = [...seen.values()].sort((a, b) => a.kind.localeCompare(b.kind) || a.text.localeCompare(b.text));
  for (const t of templates) t.covered = coverOf(t, rules, signatures, screens);
  /** @type {(kind: string, pred: (covered: string | null | undefined) => boolean | undefined) => number} */
  const count = (kind, pred) => templates.filter((t) => t.kind === kind && pred(t.covered)).length;
  const counts = Object.fromEntries(['dialog', 'error'].map((k) => [k, {
    total: count(k, () => true), rule: count(k, (c) => c?.startsWith('rule:')), seen: count(k, (c) => c?.startsWith('seen:')), generic: count(k, (c) => c?.startsWith('generic:')), none: count(k, (c) => c === null),
  }]));
  return { templates, counts };
}

/**
 * The pack a vendor's templates are checked against: rules/VENDOR, or the plugin package's pack.
 * @param {string} vendor
 */
export function defaultPackDir(vendor) {
  const builtin = join(ROOT, 'rules', vendor);
  if (existsSync(builtin)) return builtin;
  const plugin = join(ROOT, 'plugins', `ptyscreen-pack-${vendor}`, 'pack');
  return existsSync(plugin) ? plugin : builtin;
}

async function main() {
  const args = process.argv.slice(2);
  /** @type {(name: string) => string | undefined} */
  const opt = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  const spec = args.find((a, i) => !a.startsWith('--') && !['--pack', '--limit'].includes(args[i - 1]));
  if (!spec) {
    console.error('usage: node lab/catalog.mjs VENDOR[@VERSION] [--all] [--json] [--pack DIR] [--limit N]');
    process.exit(2);
  }
  const { vendor } = parseVendorSpec(spec);
  const v = install(spec, { quiet: true });
  const pkgDir = join(v.dir, 'node_modules', ...v.pkg.split('/'));
  const files = cliFiles(pkgDir, v.binPath, v.bin);
  const packDir = opt('--pack') ?? defaultPackDir(vendor);
  const { templates, counts } = catalogue({ files, packDir, everything: args.includes('--everything') });
  if (args.includes('--json')) {
    console.log(JSON.stringify({ vendor, version: v.version, pack: packDir, files, counts, templates }, null, 2));
    return;
  }
  const shown = args.includes('--all') ? templates : templates.filter((t) => t.covered === null);
  const limit = Number(opt('--limit') ?? Infinity);
  for (const t of shown.slice(0, limit)) console.log(`${t.kind.padEnd(6)}  ${(t.covered ?? '-').padEnd(34)}  ${t.text}`);
  if (shown.length > limit) console.log(`… ${shown.length - limit} more (--limit)`);
  for (const [kind, c] of Object.entries(counts)) {
    console.log(`${vendor}@${v.version} ${kind}s: ${c.total} found, ${c.rule} matched by a pack rule, ${c.seen} on a captured screen, ${c.generic} only by the generic layer, ${c.none} by nothing`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main().catch((e) => { console.error(e.message); process.exit(1); });
