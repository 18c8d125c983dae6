// Binary search over a sorted list of numbers.

/** The position of the first element of sorted `list` at or above `value`; `list.length` when none is. */
export function firstAtLeast(list: readonly number[], value: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
