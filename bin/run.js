#!/usr/bin/env node
// The ptyscreen command: hands argv to oclif, which loads only the command asked for.
import { execute } from '@oclif/core';

await execute({ dir: import.meta.url });
