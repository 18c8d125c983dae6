// The layer rule of eslint.layers.js fails lint on a back-edge between the folders of src/, and passes a forward edge.
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { layerConfigs, LAYERS } from '../../eslint.layers.js';
import { ROOT } from '../cli/run-cli.js';

const eslint = new ESLint({
  cwd: ROOT,
  overrideConfigFile: true,
  overrideConfig: [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } }, ...layerConfigs],
});

async function problemsOf(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}/${file}` });
  return result!.messages.map((message) => `${message.ruleId ?? 'parse'}: ${message.message}`);
}

describe('layers of src/', () => {
  it('a lower layer importing a higher one fails, naming both folders', async () => {
    const problems = await problemsOf('src/packs/back-edge.ts', "import { classifyScreen } from '../classify/classify.js';\nexport const f = classifyScreen;\n");
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^no-restricted-imports: .*src\/packs\/ may not import from src\/classify\//);
  });

  it('a back-edge from a nested folder is caught too', async () => {
    const problems = await problemsOf('src/screen/ansi/deep.ts', "import type { PackSet } from '../../packs/types.js';\nexport type P = PackSet;\n");
    expect(problems).toEqual([expect.stringMatching(/src\/screen\/ may not import from src\/packs\//)]);
  });

  it('a forward edge and an import within a folder pass', async () => {
    expect(await problemsOf('src/classify/x.ts', "import type { Screen } from '../screen/types.js';\nimport { y } from './y.js';\nexport type S = Screen;\nexport const z = y;\n")).toEqual([]);
  });

  it('the browser-safe guard may not use Node built-ins', async () => {
    expect(await problemsOf('src/guard/x.ts', "import { readFileSync } from 'node:fs';\nexport const r = readFileSync;\n")).toEqual([expect.stringMatching(/browser-safe/)]);
  });

  it('every folder of src/ has a layer, so a new folder cannot slip past the rule', async () => {
    const { readdirSync } = await import('node:fs');
    const folders = readdirSync(`${ROOT}/src`, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    expect(folders.filter((folder) => !(folder in LAYERS))).toEqual([]);
  });
});
