// Where a path inside a pack sits in its YAML: from the parsed document, or from positions a cache kept.
import { describe, expect, it } from 'vitest';
import { cachedLocator, locatePackFile, pathKey, rulePositions, yamlLocator } from '../../src/packs/locator.js';
import { parseYamlSource } from '../../src/shared/yaml-source.js';

const text = 'id: demo\ngates:\n  - id: trust\n    kind: trust\nfailures:\n  - id: quota\n';

describe('pathKey', () => {
  it('joins a path with slashes, and a key after a #', () => {
    expect(pathKey(['gates', 0, 'when'])).toBe('gates/0/when');
    expect(pathKey(['gates', 0], 'kind')).toBe('gates/0#kind');
    expect(pathKey([])).toBe('');
  });
});

describe('yamlLocator and rulePositions', () => {
  it('keeps the position of each gate and failure', () => {
    const locator = yamlLocator(parseYamlSource('pack.yaml', text).source);
    expect(locator.file).toBe('pack.yaml');
    expect(rulePositions(locator, { gates: [{}], failures: [{}] })).toEqual({ 'gates/0': { line: 3, column: 5 }, 'failures/0': { line: 6, column: 5 } });
    expect(rulePositions(locator, {})).toEqual({});
  });
});

describe('cachedLocator', () => {
  it('answers a kept position without parsing, and parses the text for any other', () => {
    const kept = { 'gates/0': { line: 99, column: 1 } };
    const locator = cachedLocator('pack.yaml', text, kept);
    expect(locator.position(['gates', 0])).toEqual({ line: 99, column: 1 });
    expect(locator.position(['gates', 0], 'kind')).toEqual({ line: 4, column: 5 });
    expect(locator.position(['failures', 0])).toEqual({ line: 6, column: 5 });
  });
});

describe('locatePackFile', () => {
  it('reads the file afresh', () => {
    const locator = locatePackFile('p.yaml', { readFileSync: (() => text) as never });
    expect(locator.position(['failures', 0, 'id'])).toEqual({ line: 6, column: 9 });
  });

  it('puts every path at line 1 when the file cannot be read', () => {
    const locator = locatePackFile('gone.yaml', {
      readFileSync: (() => {
        throw new Error('ENOENT');
      }) as never,
    });
    expect(locator.position(['gates', 3])).toEqual({ line: 1, column: 1 });
  });
});
