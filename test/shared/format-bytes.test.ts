// Sizes in messages read in binary units, the way the limits are set.
import { describe, expect, it } from 'vitest';
import { formatBytes } from '../../src/shared/format-bytes.js';

describe('formatBytes', () => {
  it.each([
    [0, '0 bytes'],
    [1, '1 byte'],
    [1023, '1023 bytes'],
    [1024, '1 KiB'],
    [1536, '1.5 KiB'],
    [64 * 1024 * 1024, '64 MiB'],
    [358_800_000, '342.2 MiB'],
    [1024 * 1024 - 1, '1 MiB'],
    [1024 ** 3, '1 GiB'],
  ])('%i bytes → %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
});
