// The shell shares a cut-down react-router (see federation.cjs). Every name a remote imports from
// react-router must be in that copy, or the remote fails at run time with "x is not a function".
// The shell also provides the MUI entries the remotes import (MUI_ENTRIES_FOR_REMOTES); one missing
// there still works, but the remote then downloads MUI internals the shell already has.
// This reads the sources of the shell and the remotes and lists the names that would be missing.
// Run directly (`node libs/tools/webpack/check-shared-exports.cjs`) or through the shell's tests.
const fs = require('node:fs');
const path = require('node:path');
const { MUI_ENTRIES_FOR_REMOTES, REACT_ROUTER_EXPORTS, workspaceRoot } = require('./federation.cjs');

const IMPORT = /import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+['"]react-router['"]/g;
const MUI_IMPORT = /from\s+['"]@mui\/material\/([A-Za-z]+)['"]/g;
const REMOTES = ['mfe-campaigns', 'mfe-strategy', 'mfe-calendar'];

function sourceFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(full);
    return /\.(tsx?|jsx?)$/.test(entry.name) && !/\.spec\.|test-utils/.test(entry.name) ? [full] : [];
  });
}

function importedNames(dir) {
  const names = new Map();
  for (const file of sourceFiles(dir)) {
    for (const match of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
      if (/^import\s+type/.test(match[0])) continue;
      for (const part of match[1].split(',')) {
        const spec = part.trim();
        if (!spec || spec.startsWith('type ')) continue;
        const name = spec.split(/\s+as\s+/)[0].trim();
        names.set(name, path.relative(workspaceRoot, file));
      }
    }
  }
  return names;
}

/** `@mui/material/<entry>` imports of the sources under `dir`: entry → one file that imports it. */
function muiEntries(dir) {
  const entries = new Map();
  for (const file of sourceFiles(dir)) {
    for (const match of fs.readFileSync(file, 'utf8').matchAll(MUI_IMPORT)) entries.set(match[1], path.relative(workspaceRoot, file));
  }
  return entries;
}

/**
 * What the remotes use that the shell does not provide: `used(dir)` maps each name used under
 * `dir` to one file using it; `provided` lists what the shell offers beyond its own imports.
 */
function missingFromShell(used, provided, label) {
  const offered = new Set([...provided, ...used(path.join(workspaceRoot, 'shell/src')).keys()]);
  const missing = [];
  for (const remote of REMOTES) {
    for (const [name, file] of used(path.join(workspaceRoot, remote, 'src'))) {
      if (!offered.has(name)) missing.push(`${label(name)} (${file})`);
    }
  }
  return missing;
}

const missingMuiEntries = () => missingFromShell(muiEntries, MUI_ENTRIES_FOR_REMOTES, (entry) => `@mui/material/${entry}`);
const missingReactRouterExports = () => missingFromShell(importedNames, REACT_ROUTER_EXPORTS, (name) => name);

module.exports = { missingReactRouterExports, missingMuiEntries };

if (require.main === module) {
  const missing = missingReactRouterExports();
  const mui = missingMuiEntries();
  if (missing.length) console.error(`react-router exports used by remotes but not in the shared copy:\n  ${missing.join('\n  ')}`);
  if (mui.length) console.error(`MUI entries used by remotes but not provided by the shell (MUI_ENTRIES_FOR_REMOTES):\n  ${mui.join('\n  ')}`);
  if (missing.length || mui.length) process.exit(1);
  console.log('Every react-router export and MUI entry the remotes use comes from the shell.');
}
