// lab/catalog.mjs: reading a CLI's strings out of its bundle or binary, telling its screen text from
// its code, and what covers each template (a pack rule, a captured screen, the generic layer, nothing).
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../cli/run-cli.js';
import { labModule } from './lab-modules.js';

interface Template { kind: 'dialog' | 'error'; text: string }
interface CatalogModule {
  stringsOf(buf: Buffer): string[];
  kindOf(text: string, options?: { everything?: boolean }): 'dialog' | 'error' | null;
  packMatchers(packDir: string, re2: unknown): unknown[];
  signatureMatchers(re2: unknown): unknown;
  fixtureScreens(packDir: string): unknown[];
  coverOf(template: Template, rules: unknown[], signatures: unknown, screens?: unknown[]): string | null;
}

const catalog = await labModule<CatalogModule>('catalog.mjs');
const RE2 = (await import('re2')).default;

describe('stringsOf', () => {
  it("reads a bundle's literals and keeps in step past a quote inside a regular expression", () => {
    const bundle = 'const q=/["\']/g;x.jsxDEV("text",{children:"Approve tool call?"});throw new Error(`Model ${id} not found`);';
    const strings = catalog.stringsOf(Buffer.from(bundle));
    expect(strings).toContain('Approve tool call?');
    expect(strings).toContain('Model ‹› not found');
  });

  it("reads a native binary's printable runs between control bytes", () => {
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0, 1]), Buffer.from('Stream disconnected before completion'), Buffer.from([0, 0, 3]), Buffer.from('unexpected status 401'), Buffer.from([0])]);
    expect(catalog.stringsOf(elf)).toEqual(['Stream disconnected before completion', 'unexpected status 401']);
  });
});

describe('kindOf', () => {
  it('takes dialog questions and error sentences about what an agent CLI shows', () => {
    expect(catalog.kindOf('Do you trust the files in this folder?')).toBe('dialog');
    expect(catalog.kindOf('Select MCP servers to authorize')).toBe('dialog');
    expect(catalog.kindOf('Rate limit exceeded for model ‹›')).toBe('error');
    expect(catalog.kindOf('Invalid API key provided')).toBe('error');
  });

  it("leaves out code, SQL, printf formats and a bundled library's own messages", () => {
    expect(catalog.kindOf('SELECT * FROM cron_specs WHERE spec_id = ?')).toBeNull();
    expect(catalog.kindOf('fooBarBaz is not a function error')).toBeNull();
    expect(catalog.kindOf('SELECT %s FROM %s AS T')).toBeNull();
    expect(catalog.kindOf('Cannot convert a Symbol value to a string')).toBeNull();
    expect(catalog.kindOf('Cannot convert a Symbol value to a string', { everything: true })).toBe('error');
  });
});

describe('coverOf', () => {
  const pack = join(ROOT, 'plugins', 'ptyscreen-pack-cline', 'pack');
  const rules = catalog.packMatchers(pack, RE2);
  const signatures = catalog.signatureMatchers(RE2);
  const screens = catalog.fixtureScreens(pack);

  it('names the pack rule whose pattern matches the template', () => {
    expect(catalog.coverOf({ kind: 'dialog', text: 'Choose a provider' }, rules, signatures, screens)).toBe('rule:cline/choose-provider');
  });

  it('names a captured screen that shows the template, wrapped or framed as drawn', () => {
    expect(catalog.coverOf({ kind: 'dialog', text: 'Approve tool call?' }, rules, signatures, screens)).toMatch(/^seen:permission-run-commands-/);
  });

  it('falls back to the generic layer, then to nothing', () => {
    expect(catalog.coverOf({ kind: 'error', text: 'You exceeded your current quota for ‹›' }, rules, signatures, screens)).toBe('generic:billing_quota');
    expect(catalog.coverOf({ kind: 'dialog', text: 'Configure advanced options?' }, rules, signatures, screens)).toBeNull();
  });
});
