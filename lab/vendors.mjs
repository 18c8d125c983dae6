// Vendor table shared by the lab scripts: npm package, binary name, how to find the version.
/** @type {Record<string, { pkg: string, bin: string, binFile?: string, ignoreScripts?: boolean, absentDeps?: string[] }>} */
export const VENDORS = {
  'claude-code': { pkg: '@anthropic-ai/claude-code', bin: 'claude' },
  'codex': { pkg: '@openai/codex', bin: 'codex' },
  'gemini-cli': { pkg: '@google/gemini-cli', bin: 'gemini' },
  'copilot-cli': { pkg: '@github/copilot', bin: 'copilot' },
  'qwen-code': { pkg: '@qwen-code/qwen-code', bin: 'qwen' },
  'opencode': { pkg: 'opencode-ai', bin: 'opencode' },
  'pi': { pkg: '@mariozechner/pi-coding-agent', bin: 'pi' },
  'continue': { pkg: '@continuedev/cli', bin: 'cn' },
  'cline': { pkg: 'cline', bin: 'cline' },
  'crush': { pkg: '@charmland/crush', bin: 'crush' },
  'kilocode': { pkg: '@kilocode/cli', bin: 'kilo' },
  'auggie': { pkg: '@augmentcode/auggie', bin: 'auggie' },
  // The @factory/cli wrapper's postinstall picks its platform package at the wrapper's own version,
  // which the registry may lack (0.225.1 vs cli-linux-x64 0.225.2): install the platform package
  // itself; it declares no bin, so binFile names the binary inside it and install links it.
  'droid': { pkg: '@factory/cli-linux-x64', bin: 'droid', binFile: 'bin/droid' },
  'amp': { pkg: '@ampcode/cli', bin: 'amp' },
  'grok-cli': { pkg: '@vibe-kit/grok-cli', bin: 'grok' },
  // qodercli's postinstall runs `qodercli configure-path`, which edits the installing user's
  // ~/.bashrc and ~/.profile and writes ~/.qoder: the lab runs the bundle without it.
  'qoder': { pkg: '@qoder-ai/qodercli', bin: 'qodercli', ignoreScripts: true },
  // From 0.30 letta-code declares dependencies the registry here does not serve (@letta-ai/trajectory,
  // @letta-ai/letta-agent-sdk; @janhapke/sharp-electron only at 0.35.4-electron.1, not the 0.35.3 it
  // pins). letta.js is one bundle that has the first two inside it (it imports neither by name) and
  // imports sharp-electron only under Electron: install puts an empty package in their place.
  'letta-code': { pkg: '@letta-ai/letta-code', bin: 'letta', absentDeps: ['@letta-ai/trajectory', '@letta-ai/letta-agent-sdk', '@janhapke/sharp-electron'] },
};

export const LAB_ROOT = process.env.PTYSCREEN_LAB_DIR || '/tmp/ptyscreen-lab';

/** @param {string} spec `VENDOR[@VERSION]` */
export function parseVendorSpec(spec) {
  const at = spec.lastIndexOf('@');
  const vendor = at > 0 ? spec.slice(0, at) : spec;
  const version = at > 0 ? spec.slice(at + 1) : 'latest';
  if (!VENDORS[vendor]) {
    throw new Error(`unknown vendor "${vendor}"; known: ${Object.keys(VENDORS).join(', ')}`);
  }
  return { vendor, version, ...VENDORS[vendor] };
}
