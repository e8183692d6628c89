// Shared by the tests that check a lint rule of eslint.config.mjs: they lint a small piece of code
// as if it were a file of the workspace and look at what one rule says about it.
import assert from 'node:assert/strict';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

export const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');

let eslint;

/**
 * The error messages of rule `ruleId` for `code` linted as `file` (relative to the root). Fails
 * the test when the code does not parse, so that a typo in a probe cannot pass as "no error".
 */
export async function ruleErrors(ruleId, file, code) {
  eslint ??= new ESLint({ cwd: root });
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  assert.deepEqual(result.messages.filter((m) => m.fatal), [], `${file} did not parse`);
  return result.messages.filter((m) => m.ruleId === ruleId && m.severity === 2).map((m) => m.message);
}
