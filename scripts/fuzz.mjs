#!/usr/bin/env node
// `npm run fuzz`: runs the hostile-input properties of test/hostile/properties.ts for as long as it
// is given, against the built library, and reports how many inputs it tried and every failure.
//
//   npm run fuzz                                  60 seconds, a seed from the clock
//   npm run fuzz -- --seconds 600 --seed 42       longer, reproducibly
//   npm run fuzz -- --only envelope --seed 42     one property (a substring of its name)
//
// The properties run in a child process: a hang is a failure too ("never a hang"), and only a child
// can be stopped in the middle of one. The child reports each batch before running it, so a batch
// that goes quiet for --stall-seconds is named with its seed, and the run can be repeated.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const BUNDLE = join(ROOT, 'node_modules/.cache/ptyscreen-fuzz/properties.mjs');

function parseArgs(argv) {
  const options = { seconds: 60, seed: Date.now() % 2 ** 31, only: undefined, stallSeconds: 60, build: true, child: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => {
      const next = argv[++i];
      if (next === undefined) fail(`${arg} needs a value`);
      return next;
    };
    if (arg === '--seconds') options.seconds = Number(value());
    else if (arg === '--seed') options.seed = Number(value());
    else if (arg === '--only') options.only = value();
    else if (arg === '--stall-seconds') options.stallSeconds = Number(value());
    else if (arg === '--no-build') options.build = false;
    else if (arg === '--child') options.child = true;
    else if (arg === '--help' || arg === '-h') {
      console.log('usage: node scripts/fuzz.mjs [--seconds 60] [--seed N] [--only NAME] [--stall-seconds 60] [--no-build]');
      process.exit(0);
    } else fail(`unknown option ${arg}; see --help`);
  }
  for (const key of ['seconds', 'seed', 'stallSeconds']) {
    if (!Number.isFinite(options[key]) || options[key] < 0) fail(`--${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)} must be a number, 0 or more`);
  }
  return options;
}

function fail(message) {
  console.error(`fuzz: ${message}`);
  process.exit(2);
}

// ---- the child: runs batches until the time is up, one JSON line per event on stdout.

async function runChild(options) {
  const fc = (await import('fast-check')).default;
  const library = await import(pathToFileURL(join(ROOT, 'dist/index.js')).href);
  const { hostileProperties } = await import(pathToFileURL(BUNDLE).href);
  const properties = hostileProperties(library).filter((p) => options.only === undefined || p.name.includes(options.only));
  if (properties.length === 0) fail(`no property's name contains "${options.only}"`);
  const say = (event) => process.stdout.write(`${JSON.stringify(event)}\n`);
  // A library that prints a runtime warning on hostile input leaks noise into a user's stderr: each
  // distinct one is reported (the child runs with --no-warnings so they are not printed thousands of times).
  const warned = new Set();
  process.on('warning', (warning) => {
    const message = `${warning.name}: ${warning.message}`;
    if (warned.has(message)) return;
    warned.add(message);
    say({ type: 'warning', message, property: currentProperty });
  });
  let currentProperty;
  const deadline = Date.now() + options.seconds * 1000;
  let batch = 0;
  do {
    for (const property of properties) {
      // Batches as large as the bounded test run: each takes a second or two.
      const seed = (options.seed + batch * 7919) | 0;
      const numRuns = Math.max(10, property.runs);
      currentProperty = property.name;
      say({ type: 'batch', property: property.name, seed, numRuns });
      const details = await fc.check(property.property, { seed, numRuns });
      if (details.failed) {
        say({
          type: 'failure',
          property: property.name,
          seed,
          numRuns,
          path: details.counterexamplePath,
          counterexample: fc.stringify(details.counterexample),
          error: String(details.errorInstance instanceof Error ? (details.errorInstance.stack ?? details.errorInstance.message) : details.errorInstance),
          ran: details.numRuns,
        });
        process.exit(1);
      }
      say({ type: 'done', property: property.name, ran: details.numRuns });
      if (Date.now() >= deadline) break;
    }
    batch++;
  } while (Date.now() < deadline);
  say({ type: 'end' });
}

// ---- the parent: builds, starts the child, watches it, and reports.

function build() {
  const tsc = spawnSync(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', join(ROOT, 'tsconfig.build.json')], { stdio: 'inherit' });
  if (tsc.status !== 0) fail('the build failed; fix it (npm run build) and run again');
}

async function bundleProperties() {
  const esbuild = await import('esbuild');
  mkdirSync(dirname(BUNDLE), { recursive: true });
  // Only types come from src/: the bundle holds the properties, and the library comes from dist/.
  await esbuild.build({
    entryPoints: [join(ROOT, 'test/hostile/properties.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    outfile: BUNDLE,
    logLevel: 'warning',
  });
}

async function runParent(options) {
  if (options.build) build();
  await bundleProperties();
  const started = Date.now();
  const args = [fileURLToPath(import.meta.url), '--child', '--seconds', String(options.seconds), '--seed', String(options.seed)];
  if (options.only !== undefined) args.push('--only', options.only);
  const child = spawn(process.execPath, ['--no-warnings', ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  const counts = new Map();
  let current;
  let failure;
  let ended = false;
  let lastEvent = Date.now();
  let lastReport = Date.now();
  const warnings = [];
  const total = () => [...counts.values()].reduce((a, b) => a + b, 0);
  console.log(`fuzz: seed ${options.seed}, ${options.seconds} s${options.only ? `, properties matching "${options.only}"` : ''}`);

  createInterface({ input: child.stdout }).on('line', (line) => {
    lastEvent = Date.now();
    let event;
    try {
      event = JSON.parse(line);
    } catch {
      // A line cut short by a killed child, or something the library printed: shown, not parsed.
      console.log(`fuzz: child said: ${line.slice(0, 200)}`);
      return;
    }
    if (event.type === 'batch') current = event;
    else if (event.type === 'done') counts.set(event.property, (counts.get(event.property) ?? 0) + event.ran);
    else if (event.type === 'failure') {
      failure = event;
      counts.set(event.property, (counts.get(event.property) ?? 0) + event.ran);
    } else if (event.type === 'warning') warnings.push(event);
    else if (event.type === 'end') ended = true;
    if (Date.now() - lastReport > 10_000) {
      lastReport = Date.now();
      console.log(`fuzz: ${total()} inputs so far, ${Math.round((Date.now() - started) / 1000)} s`);
    }
  });

  const watchdog = setInterval(() => {
    if (Date.now() - lastEvent > options.stallSeconds * 1000 && current !== undefined) {
      failure = { ...current, type: 'hang', error: `no progress for ${options.stallSeconds} s: an input made the library hang or run super-linearly` };
      child.kill('SIGKILL');
    }
  }, 1000);
  const code = await new Promise((resolve) => child.on('exit', (status) => resolve(status)));
  clearInterval(watchdog);

  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  for (const [name, count] of counts) console.log(`  ${String(count).padStart(8)}  ${name}`);
  const failures = failure === undefined && ended && code === 0 ? 0 : 1;
  console.log(`${total()} inputs tried, ${failures} failures (${seconds} s, seed ${options.seed})`);
  // Shown as JSON strings: a warning may quote hostile input, escapes and bidi controls included.
  for (const warning of warnings.slice(0, 5)) console.log(`runtime warning (not a failure; first seen around "${warning.property}"): ${JSON.stringify(warning.message).replace(/[\u0080-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/gu, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)}`);
  if (warnings.length > 5) console.log(`… and ${warnings.length - 5} more distinct runtime warnings`);
  if (failure !== undefined) {
    console.log(`\nFAILED: ${failure.property}`);
    console.log(`  batch seed ${failure.seed}, ${failure.numRuns} runs${failure.path ? `, path ${failure.path}` : ''}`);
    if (failure.counterexample !== undefined) console.log(`  counterexample: ${failure.counterexample}`);
    console.log(`  ${String(failure.error).split('\n').join('\n  ')}`);
    console.log(`  repeat: node scripts/fuzz.mjs --only ${JSON.stringify(failure.property)} --seed ${failure.seed} --seconds 0`);
  } else if (failures > 0) {
    console.log(`the fuzz child exited with ${code} before it finished`);
  }
  process.exit(failures === 0 ? 0 : 1);
}

const options = parseArgs(process.argv.slice(2));
if (options.child) await runChild(options);
else await runParent(options);
