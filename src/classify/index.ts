// The classifier's public surface.
export { classifyLines, classifyScreen, scanScreen, type ClassifyOptions } from './classify.js';
export type { ProcessHints } from './identify.js';
export { GENERIC_RULE_PREFIX, type GenericFinding } from './generic.js';
export { ScreenText, type LineRange } from '../match/screen-text.js';
export { classifyTimeline, type TimelineEntry, type TimelineOptions, type TimelineResult, type Transition } from './timeline.js';
