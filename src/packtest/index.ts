// The pack tester's public surface.
export { testPack, fixtureDir, FIXTURES_DIR, type FixtureCheck, type FixtureCheckKind, type PackTestReport } from './test-pack.js';
export { compareWithExpectation, readExpectation, LABEL_FILE, type FixtureExpectation } from './expectation.js';
