// The parts of oclif the CLI uses, from one module. `npm run build` replaces this module's output
// with a bundle of them (scripts/bundle-oclif.mjs): oclif is some sixty CommonJS modules and
// twenty packages, and resolving and compiling them one by one is a fifth of a command's start-up.
// The bundle is the only oclif the CLI loads, which is why @oclif/core is a dev dependency.
export * as Args from '@oclif/core/args';
export { Command } from '@oclif/core/command';
export { execute } from '@oclif/core/execute';
export * as Flags from '@oclif/core/flags';
export { Help } from '@oclif/core/help';
