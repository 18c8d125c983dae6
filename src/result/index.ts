// The state model's public surface.
export * from './types.js';
export { FIELD_CAPS, MAX_OPTIONS, MAX_EVIDENCE_LINES } from './caps.js';
export { admitsBlindWrite, isValid } from './validity.js';
export { hasForbiddenCharacters, isBoundedText, sanitizeField, truncateUtf8, utf8Length } from './text-bounds.js';
