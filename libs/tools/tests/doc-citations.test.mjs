// Comments and docs cite decisions by ids that exist in the repository: this product's own choices
// as `docs/decisions.md#<id>` (each entry has an `<a id>`), and the product decisions the spec parts
// come with as "product decision P11" (docs/product-decisions.md). A citation whose id is gone, or
// one in the old numbered form ("decision 11", "part 1, section 7"), fails here.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const read = (file) => readFileSync(join(root, file), 'utf8');
/** This file, whose examples of stale citations are not citations. */
const SELF = 'libs/tools/tests/doc-citations.test.mjs';

const SCANNED = /^(backend|shell|mfe-[a-z]+|libs|bench|docs)\/.*\.(ts|tsx|js|mjs|cjs|md|json|html|ya?ml|sh)$|^README\.md$/;

/** Old citations kept on purpose (none today). */
const KEPT = [];

/** The `<a id="…">` anchors of a markdown text, in order. */
export function anchorsOf(markdown) {
  return [...markdown.matchAll(/<a id="([^"]+)"><\/a>/g)].map((m) => m[1]);
}

/** The numbers of the product decisions a markdown text states (`**P11 …**`). */
export function productDecisionsOf(markdown) {
  return [...markdown.matchAll(/<a id="p(\d+)"><\/a>\*\*P(\d+) /g)].map((m) => {
    assert.equal(m[1], m[2], `anchor p${m[1]} labels P${m[2]}`);
    return Number(m[2]);
  });
}

/** What is wrong with the citations in `text` (a file's content), as `file:line: problem` strings. */
export function citationProblems(file, text, { decisionIds, productDecisions }) {
  const problems = [];
  const lineOf = (index) => text.slice(0, index).split('\n').length;
  const add = (index, problem) => problems.push(`${file}:${lineOf(index)}: ${problem}`);
  for (const m of text.matchAll(/(?<![\w-])decisions\.md#([\w-]+)/g)) {
    if (!decisionIds.has(m[1])) add(m.index, `docs/decisions.md has no entry with id "${m[1]}"`);
  }
  for (const m of text.matchAll(/product-decisions\.md#([\w-]+)/g)) {
    if (!/^p\d+$/.test(m[1]) || !productDecisions.has(Number(m[1].slice(1)))) add(m.index, `docs/product-decisions.md has no id "${m[1]}"`);
  }
  // "product decision P11", "product decisions P15 and P17"; a comment may break the line in between.
  const gap = String.raw`(?:\s|\*|\/\/|#)+`;
  const cited = new RegExp(String.raw`product${gap}decisions?((?:(?:${gap}|,|and|or)*P\d+\b)+)`, 'g');
  for (const m of text.matchAll(cited)) {
    for (const p of m[1].matchAll(/P(\d+)/g)) {
      if (!productDecisions.has(Number(p[1]))) add(m.index, `product decision P${p[1]} does not exist`);
    }
  }
  let kept = text;
  for (const k of KEPT) kept = kept.split(k).join(' '.repeat(k.length));
  for (const m of kept.matchAll(/\bdecisions? \d+\b/gi)) {
    add(m.index, `"${m[0]}" cites a decision by number: cite "product decision P<n>" or docs/decisions.md#<id>`);
  }
  for (const m of kept.matchAll(/\bparts? [12]\b(?=[,)]|\s+(?:sections?|§|says))/gi)) {
    add(m.index, `"${m[0]}" cites the spec by part: say what it follows (the spec's route table, validation rules, ...)`);
  }
  for (const m of kept.matchAll(/decisions\.md,? "/g)) {
    add(m.index, 'cites docs/decisions.md by a quoted heading: cite docs/decisions.md#<id>');
  }
  return problems;
}

function known() {
  const decisionIds = anchorsOf(read('docs/decisions.md'));
  const productDecisions = productDecisionsOf(read('docs/product-decisions.md'));
  return { decisionIds: new Set(decisionIds), productDecisions: new Set(productDecisions) };
}

test('every entry of docs/decisions.md has an id, and the ids are unique', () => {
  const markdown = read('docs/decisions.md');
  const ids = anchorsOf(markdown);
  assert.deepEqual(
    ids.filter((id, i) => ids.indexOf(id) !== i),
    [],
    'ids used twice',
  );
  const entries = markdown.split('\n').filter((line) => /^(- |\d+\. )/.test(line));
  assert.ok(entries.length > 100, `found only ${entries.length} entries`);
  assert.deepEqual(
    entries.filter((line) => !/^(- |\d+\. )<a id="[a-z0-9-]+"><\/a>/.test(line)).map((line) => line.slice(0, 80)),
    [],
    'entries without an id (start the entry with <a id="a-short-slug"></a>)',
  );
});

test('docs/product-decisions.md states P1 to P21, each with its id', () => {
  assert.deepEqual(
    productDecisionsOf(read('docs/product-decisions.md')),
    Array.from({ length: 21 }, (_, i) => i + 1),
  );
});

test('every citation in the code and the docs names an id that exists', () => {
  const ids = known();
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((f) => SCANNED.test(f) && !f.includes('node_modules/') && f !== SELF);
  assert.ok(files.length > 300, `scanned only ${files.length} files`);
  const problems = files.flatMap((file) => {
    let text;
    try {
      text = read(file);
    } catch {
      return []; // deleted in the working tree
    }
    return citationProblems(file, text, ids);
  });
  assert.deepEqual(problems, []);
});

test('the check finds a stale anchor, an unknown product decision and the old numbered forms', () => {
  const ids = { decisionIds: new Set(['legacy-campaigns']), productDecisions: new Set([11, 15, 17]) };
  const good = [
    '// Legacy rows (product decision P11, docs/decisions.md#legacy-campaigns).',
    ' * retried once (product decisions P15 and P17), see [it](decisions.md#legacy-campaigns).',
    "// the spec's route table",
  ].join('\n');
  assert.deepEqual(citationProblems('probe.ts', good, ids), []);
  const bad = [
    '// see docs/decisions.md#legacy-campaign', // 1: a stale anchor
    '/** answers (product decisions P15 and P21). */', // 2: P21 does not exist
    '// converted when read (decision 11)', // 3
    '/** The campaign form (part 1, sections 2, 4 and 5). */', // 4
    '// (spec part 2, section 5)', // 5
    '// (docs/decisions.md, "Outages")', // 6
    "// as part 2 says", // 7
    '// (part 1 §9)', // 8
    '// product', // 9-10: the number on the next line of the comment
    '// decision P3',
  ].join('\n');
  const lines = citationProblems('probe.ts', bad, ids).map((p) => Number(p.split(':')[1]));
  assert.deepEqual(lines, [1, 2, 9, 3, 4, 5, 7, 8, 6]);
});
