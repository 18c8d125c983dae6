// Command help reads as paragraphs at any terminal width: oclif wraps each line of a description on
// its own, so a line broken by hand comes out of a narrower terminal as a line and a stub.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { paragraphs } from '../../src/cli/help-text.js';
import { ROOT } from './run-cli.js';

describe('paragraphs', () => {
  it('joins the lines of each paragraph and keeps one blank line between paragraphs', () => {
    expect(paragraphs(['One line,', '  and its rest.', '', '', 'Two.', '   ', 'Three', 'more.', ''])).toBe('One line, and its rest.\n\nTwo.\n\nThree more.');
    expect(paragraphs([])).toBe('');
  });
});

describe('command descriptions', () => {
  const manifest = JSON.parse(readFileSync(join(ROOT, 'oclif.manifest.json'), 'utf8')) as { commands: Record<string, { description?: string }> };

  it.each(Object.keys(manifest.commands))('%s is written as paragraphs', (id) => {
    const description = manifest.commands[id]!.description ?? '';
    expect(description.length).toBeGreaterThan(0);
    for (const paragraph of description.split('\n\n')) expect(paragraph).not.toContain('\n');
  });
});
