// What the matcher runs: regions of a screen, and the compiled condition trees whose leaves the one scan reports.

import type RE2 from 're2';

export type RegionSpec = 'screen' | 'box' | 'belowRule' | 'betweenRules' | 'turn' | { readonly bottom: number };

/**
 * The latest turn as the pack says where it is (PackSpec.turn): below the last match of `after`
 * above the last match of `before`. `key` tells one pack's turn from another's in a screen's cache.
 */
export interface TurnRegion {
  readonly turn: { readonly after: RE2; readonly before: RE2 | null; readonly key: string };
}

/** A region as the compiled pack reads it: `turn` resolved to the pack's own. */
export type Region = Exclude<RegionSpec, 'turn'> | TurnRegion;

/** One pattern leaf of a condition; `setIndex` is its slot in the pack set's RE2.Set. */
export interface CompiledLeaf {
  readonly kind: 'leaf';
  readonly setIndex: number;
  readonly regex: RE2;
  readonly region: Region;
}

export type CompiledCondition =
  | CompiledLeaf
  | { readonly kind: 'all'; readonly of: readonly CompiledCondition[] }
  | { readonly kind: 'any'; readonly of: readonly CompiledCondition[] }
  | { readonly kind: 'not'; readonly of: CompiledCondition };
