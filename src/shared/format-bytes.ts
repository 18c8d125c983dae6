// A size in bytes as a person reads it in a message: `342.2 MiB`, `64 MiB`, `512 bytes`.

const UNITS = ['KiB', 'MiB', 'GiB', 'TiB'];

/** Binary units (a limit set as 64 * 1024 * 1024 reads back as `64 MiB`), one decimal where it is not zero. */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || Math.abs(bytes) < 1024) return `${bytes} byte${bytes === 1 ? '' : 's'}`;
  let value = bytes;
  let unit = -1;
  while (Math.abs(value) >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  // Rounding can carry to 1024.0 of a unit (1 MiB less one byte): show it as the next unit up.
  let shown = Math.round(value * 10) / 10;
  if (Math.abs(shown) >= 1024 && unit < UNITS.length - 1) {
    shown = Math.round((value / 1024) * 10) / 10;
    unit++;
  }
  return `${Number.isInteger(shown) ? shown.toFixed(0) : shown.toFixed(1)} ${UNITS[unit]}`;
}
