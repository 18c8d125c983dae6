// The pack tester's public surface: fixture checks, cross-pack checks, validation and the reporters.
export { testPack, describeOutcome, type FixtureCheck, type FixtureCheckKind, type GenericCatch, type PackTestReport, type ReleaseRate, type UntestedRule } from './test-pack.js';
export {
  measureGeneralisation,
  formatGeneralisation,
  share as generalisationShare,
  GENERALISATION_TARGETS,
  type GeneralisationReport,
  type LeaveOneOutCase,
  type RefusedCount,
  type VendorGeneralisation,
} from './generalisation.js';
export {
  measureGenericOnly,
  formatGenericOnly,
  genericOnlyShare,
  GENERIC_ONLY_TARGETS,
  type GenericOnlyReport,
  type GenericOnlyCase,
  type GenericOnlyCount,
  type VendorGenericOnly,
} from './generic-only.js';
export { testPacks, summaryLine, type PacksTestReport, type TestPacksOptions } from './run.js';
export { checkCrossPack, type CrossPackFixture, type CrossPackReport, type PackConflict, type PackOverlap } from './cross-pack.js';
export { validatePacks, type PackValidation } from './validate.js';
export { resolveFixture, listFixtureNames, FIXTURES_DIR, EXPECT_SUFFIX, type Fixture, type FixtureResolution } from './fixtures.js';
export { FixtureReader } from './fixture-reader.js';
export { firstUnmetCondition, type UnmetCondition } from './unmet-condition.js';
export { compareWithExpectation, readExpectation, LABEL_FILE, type FixtureExpectation } from './expectation.js';
export { formatTestReport, formatReleaseRate, displayPath, type TestReportOptions } from './report-text.js';
export { formatJunit, escapeXml } from './junit.js';
