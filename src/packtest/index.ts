// The pack tester's public surface: fixture checks, cross-pack checks, validation and the reporters.
export { testPack, describeOutcome, type FixtureCheck, type FixtureCheckKind, type GenericCatch, type HeldOutReport, type PackTestReport, type ReleaseRate, type TunedOnHeldOut, type UntestedRule } from './test-pack.js';
export {
  measureGeneralisation,
  formatGeneralisation,
  withoutRules,
  GENERALISATION_TARGETS,
  type GeneralisationReport,
  type LeaveOneOutCase,
} from './generalisation.js';
export { measureGenericOnly, formatGenericOnly, GENERIC_ONLY_TARGETS, type GenericOnlyReport } from './generic-only.js';
export {
  formatSplitReport,
  formatSplitSummary,
  shareOf,
  held,
  type MeasuredCase,
  type MeasureTargets,
  type SampleCount,
  type Sampled,
  type SplitReport,
  type Tally,
  type VendorTally,
} from './measure-report.js';
export { readHeldOut, readSampleSplit, fixtureRelease, HELD_OUT_FILE, type HeldOutDeclaration, type HeldOutRelease, type SampleSplit } from './held-out.js';
export { testPacks, summaryLine, type PacksTestReport, type TestPacksOptions } from './run.js';
export { checkCrossPack, type CrossPackFixture, type CrossPackReport, type PackConflict, type PackOverlap } from './cross-pack.js';
export { validatePacks, type PackValidation } from './validate.js';
export { resolveFixture, listFixtureNames, FIXTURES_DIR, EXPECT_SUFFIX, type Fixture, type FixtureResolution } from './fixtures.js';
export { FixtureReader } from './fixture-reader.js';
export { firstUnmetCondition, type UnmetCondition } from './unmet-condition.js';
export { compareWithExpectation, readExpectation, LABEL_FILE, type FixtureExpectation } from './expectation.js';
export { formatTestReport, formatReleaseRate, displayPath, type TestReportOptions } from './report-text.js';
export { formatJunit, escapeXml } from './junit.js';
