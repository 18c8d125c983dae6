#!/usr/bin/env node
// Writes src/generated/: the JSON Schemas compiled by ajv ahead of time and the built-in error-signature table, so a run loads neither ajv nor the YAML parser for them.
//
// - schema-validators.ts: packs, config files, capture envelopes, the error-signature table and a
//   pack's held-out.yaml (ajv standalone code), so a run does not load and run ajv's compiler
//   (about 100 ms) before it can check its first pack.
// - transcript-validator.ts: schemas/transcript.schema.json, compiled with the options its error
//   wording needs (verbose: each error carries its data and parent schema).
// - error-signatures.ts: rules/_signatures/error-signatures.yaml checked against its schema, so a
//   run reads the built-in table without a file or the YAML parser.
// - vocabulary.ts: the failure reasons and gate kinds of rules/_signatures/vocabulary.yaml, which the
//   TypeScript types are made from. The same lists are written into the schemas' `failureReason` and
//   `gateKind` definitions, so the schemas, the types and `packs validate` hold one list.
// `--check` exits 1 when any of them is stale.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { Ajv } = require('ajv');
const standaloneCode = require('ajv/dist/standalone').default;

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = `${root}src/generated/`;
const tableSource = `${root}rules/_signatures/error-signatures.yaml`;
const CODE = { source: true, esm: true, lines: true };
const { parse } = require('yaml');

const vocabularySource = `${root}rules/_signatures/vocabulary.yaml`;
/** The closed lists, checked: snake_case words, each once. */
function readVocabulary() {
  const vocabulary = parse(readFileSync(vocabularySource, 'utf8'));
  const problems = [];
  const list = (key, field) => {
    const entries = vocabulary?.[key];
    if (!Array.isArray(entries) || entries.length === 0) problems.push(`"${key}" must be a list of { ${field}, description }`);
    const words = (Array.isArray(entries) ? entries : []).map((entry) => entry?.[field]);
    for (const word of words) {
      if (typeof word !== 'string' || !/^[a-z][a-z0-9_]{0,31}$/.test(word)) problems.push(`${key}: ${JSON.stringify(word)} is not a snake_case word of at most 32 characters`);
    }
    for (const word of new Set(words.filter((word, i) => words.indexOf(word) !== i))) problems.push(`${key}: ${JSON.stringify(word)} is listed twice`);
    return words;
  };
  const lists = { failureReason: list('reasons', 'reason'), gateKind: list('kinds', 'kind') };
  if (vocabulary?.version !== 1) problems.push('"version" must be 1');
  if (problems.length > 0) {
    console.error(`${vocabularySource}:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
    process.exit(1);
  }
  return lists;
}
const vocabulary = readVocabulary();

/** The schemas that name the vocabulary: each has a `gateKind` and a `failureReason` definition. */
const VOCABULARY_SCHEMAS = ['rule-pack', 'error-signatures', 'result'];

/** A schema's text with each vocabulary definition (one line: `"gateKind": { … "enum": [ … ] }`) listing the vocabulary's words. */
function withVocabulary(name, text) {
  let out = text;
  for (const [definition, words] of Object.entries(vocabulary)) {
    const line = new RegExp(`^(\\s*"${definition}": \\{.*"enum": )\\[[^\\]]*\\]`, 'm');
    if (!line.test(out)) {
      console.error(`schemas/${name}.schema.json has no one-line "${definition}" definition with an "enum" for npm run validators to fill`);
      process.exit(1);
    }
    out = out.replace(line, (_, head) => `${head}${JSON.stringify(words).replaceAll(',', ', ')}`);
  }
  return out;
}
const schemaTexts = new Map();
const schemaText = (name) => {
  if (!schemaTexts.has(name)) {
    const text = readFileSync(`${root}schemas/${name}.schema.json`, 'utf8');
    schemaTexts.set(name, VOCABULARY_SCHEMAS.includes(name) ? withVocabulary(name, text) : text);
  }
  return schemaTexts.get(name);
};
const readSchema = (name) => JSON.parse(schemaText(name));

/** An ajv holding the named schemas; `exports` maps each exported name to its schema. */
function compiler(options, exports) {
  const ajv = new Ajv({ ...options, code: CODE });
  for (const name of Object.values(exports)) ajv.addSchema(readSchema(name), name);
  return ajv;
}

const RUNTIME = /require\("ajv\/dist\/runtime\/(\w+)"\)\.default/g;
const helperSource = (helper) => {
  const source = readFileSync(require.resolve(`ajv/dist/runtime/${helper}`), 'utf8');
  const body = source.match(new RegExp(`^function ${helper}\\([\\s\\S]*?^}`, 'm'));
  if (body === null) throw new Error(`cannot find function ${helper} in ajv/dist/runtime/${helper}.js`);
  return `${body[0]}\nconst ${helper}Helper = ${helper};`;
};

/** ajv's standalone ES module for `exports`. Its output still requires ajv's small runtime helpers:
 * their own functions are copied in from the installed ajv, so the module imports nothing and a
 * run never loads ajv. */
function standaloneModule(ajv, exports, from) {
  let code = standaloneCode(ajv, exports);
  const helpers = new Set([...code.matchAll(RUNTIME)].map((match) => match[1]));
  code = code.replace(RUNTIME, (_, helper) => `${helper}Helper`).replace(/^"use strict";/, '');
  return [
    '// @ts-nocheck',
    `// Generated by \`npm run validators\` from ${from} (ajv standalone code); do not edit.`,
    ...[...helpers].map(helperSource),
    code.trim(),
    '',
  ].join('\n');
}

// The options every pack, config and capture validator used: all errors at once, unknown formats and keywords allowed.
const shared = { rulePack: 'rule-pack', config: 'config', capture: 'capture', errorSignatures: 'error-signatures', heldOut: 'held-out' };
const sharedAjv = compiler({ allErrors: true, strict: false }, shared);
const transcript = { validateTranscript: 'transcript' };
const transcriptAjv = compiler({ allErrors: true, verbose: true, strict: true }, transcript);

const table = parse(readFileSync(tableSource, 'utf8'));
const validateTable = sharedAjv.getSchema('error-signatures');
if (!validateTable(table)) {
  console.error(`${tableSource} does not match schemas/error-signatures.schema.json:`);
  for (const error of validateTable.errors) console.error(`  ${error.instancePath || '/'} ${error.message}`);
  process.exit(1);
}
// `as const` keeps the literal types, so src/packs/signatures.ts can check it is a SignatureTable
// without this module importing the type (the generated layer imports nothing).
const tableText = [
  '// Generated by `npm run validators` from rules/_signatures/error-signatures.yaml (checked against its schema); do not edit.',
  '',
  `export const GENERATED_SIGNATURES = ${JSON.stringify(table, null, 2)} as const;`,
  '',
].join('\n');

const vocabularyText = [
  '// Generated by `npm run validators` from rules/_signatures/vocabulary.yaml; do not edit.',
  '',
  '/** Every failure reason a result may carry, in the vocabulary\'s order. */',
  `export const FAILURE_REASONS = ${JSON.stringify(vocabulary.failureReason)} as const;`,
  '',
  '/** Every gate kind a result may carry, in the vocabulary\'s order. */',
  `export const GATE_KINDS = ${JSON.stringify(vocabulary.gateKind)} as const;`,
  '',
].join('\n');

const files = [
  ['schema-validators.ts', standaloneModule(sharedAjv, shared, 'schemas/{rule-pack,config,capture,error-signatures,held-out}.schema.json')],
  ['transcript-validator.ts', standaloneModule(transcriptAjv, transcript, 'schemas/transcript.schema.json')],
  ['error-signatures.ts', tableText],
  ['vocabulary.ts', vocabularyText],
].map(([name, content]) => [`${outDir}${name}`, content]);
// The schemas that name the vocabulary, as the vocabulary now is.
for (const name of VOCABULARY_SCHEMAS) files.push([`${root}schemas/${name}.schema.json`, schemaText(name)]);

if (process.argv.includes('--check')) {
  const made = new Set(files.map(([file]) => file.slice(outDir.length)));
  const stray = readdirSync(outDir).filter((name) => !made.has(name));
  if (stray.length > 0) {
    console.error(`${outDir} holds ${stray.join(', ')}, which npm run validators does not make: delete it or add it to scripts/validators.mjs`);
    process.exit(1);
  }
} else {
  mkdirSync(outDir, { recursive: true });
}
for (const [file, content] of files) {
  if (process.argv.includes('--check')) {
    let current = null;
    try {
      current = readFileSync(file, 'utf8');
    } catch {
      // A missing file is stale too.
    }
    if (current !== content) {
      console.error(`${file} is stale: run npm run validators`);
      process.exit(1);
    }
  } else {
    writeFileSync(file, content);
    console.log(`wrote ${file} (${content.length} bytes)`);
  }
}
