#!/usr/bin/env node
// The ptyscreen command: hands argv to oclif, which loads only the command asked for.
// `@oclif/core/execute`, not the package index: the index also loads help, ux and every other part of
// oclif, and checks oclif's own Node range with semver, before a command is even chosen (issue 7).
import { execute } from '@oclif/core/execute';

await execute({ dir: import.meta.url });
