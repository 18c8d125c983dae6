// Types of eslint.layers.js, for the test that checks the layer rule.
import type { Linter } from 'eslint';

export declare const LAYERS: Readonly<Record<string, readonly string[]>>;
export declare const layerConfigs: Linter.Config[];
