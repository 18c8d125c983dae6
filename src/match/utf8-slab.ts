// A screen's text as UTF-8, written into a slab shared by many screens rather than a buffer of its own.

/**
 * Bytes a slab holds. A 120x40 screen reserves three bytes per UTF-16 unit, about 15 KB, and keeps
 * the 2–5 KB it wrote, so a slab serves a few dozen screens per allocation.
 */
export const SLAB_BYTES = 256 * 1024;

let slab = Buffer.allocUnsafeSlow(0);
let used = 0;

/**
 * `text` as UTF-8, a view into a slab no other caller writes again. Each screen's own buffer was a
 * fresh ArrayBuffer (its worst case, three bytes a unit, is past the size Node pools), and making it
 * cost more than writing it. A text whose worst case is more than half a slab gets a buffer of its
 * own, as before.
 */
export function utf8Of(text: string): Buffer {
  const reserve = text.length * 3;
  if (reserve > SLAB_BYTES / 2) {
    const own = Buffer.allocUnsafeSlow(reserve);
    return own.subarray(0, own.write(text, 'utf8'));
  }
  if (reserve > slab.length - used) {
    slab = Buffer.allocUnsafeSlow(SLAB_BYTES);
    used = 0;
  }
  const start = used;
  const written = slab.write(text, start, 'utf8');
  // The next view starts on an 8-byte boundary, where the allocator would have put a buffer of its own.
  used = (start + written + 7) & ~7;
  return slab.subarray(start, start + written);
}
