// The deploy guard: may this remote's build run inside that deployed shell?
//
// A shared module is a singleton: the shell loads its copy first and every remote gets that copy,
// whatever the remote was built against. A name the remote imports from a shared module and the
// deployed shell's copy lacks is `undefined` at run time ("x is not a function", the area shows
// "<Area> is unavailable right now"). So:
// - every build writes `mf-shared-imports.json`: each shared module (share key) its code imports
//   and the names it takes from it, read from webpack's module graph (the libs it bundles
//   included, so `@mailplan/api/endpoints/*` importing `api` from `@mailplan/api` counts);
// - the shell's build also writes `mf-shared-exports.json`, served next to `/mf-remotes.json`:
//   each module the shell provides and the names it exports (`"*"` when webpack cannot list them,
//   as for CommonJS packages whose names are not read; such a module is not checked);
// - `node libs/tools/webpack/deploy-guard.cjs <remote> --shell <shell URL or build folder>` compares
//   the two and refuses a missing name, naming the module, the name and the fix.
// See docs/architecture.md, "Deploying a micro-frontend alone".
const fs = require('node:fs');
const path = require('node:path');

const IMPORTS_FILE = 'mf-shared-imports.json';
const EXPORTS_FILE = 'mf-shared-exports.json';
const CONSUME = 'consume-shared-module';
const PROVIDE = 'provide-module';

/** The share key a dependency's module is consumed under, if it is a shared module. */
function sharedKeyOf(moduleGraph, dependency) {
  const target = moduleGraph.getModule(dependency);
  return target?.type === CONSUME ? target.options.shareKey : undefined;
}

/** The names imported by a harmony import or re-export (`default` for a default import). */
function importedName(moduleGraph, dependency) {
  const ids = typeof dependency.getIds === 'function' ? dependency.getIds(moduleGraph) : dependency.ids;
  return Array.isArray(ids) && ids.length ? ids[0] : undefined;
}

function relativeFile(module, root) {
  const resource = module.resource || module.rootModule?.resource;
  return resource ? path.relative(root, resource.split('?')[0]) : module.identifier();
}

/** share key → name → one file importing it, for every module of the compilation. */
function sharedImports(compilation, root) {
  const { moduleGraph } = compilation;
  const found = {};
  for (const module of compilation.modules) {
    const modules = module.modules ?? [module]; // a concatenated module holds several
    for (const inner of modules) {
      for (const dependency of inner.dependencies ?? []) {
        const key = sharedKeyOf(moduleGraph, dependency);
        if (!key) continue;
        const name = importedName(moduleGraph, dependency);
        if (!name) continue;
        found[key] ??= {};
        found[key][name] ??= relativeFile(inner, root);
      }
    }
  }
  return sortKeys(Object.fromEntries(Object.entries(found).map(([key, names]) => [key, sortKeys(names)])));
}

/** The module a provide-module hands out, from its (async) dependency. */
function providedModule(moduleGraph, provide) {
  const dependency = provide.dependencies[0] ?? provide.blocks[0]?.dependencies[0];
  return dependency ? moduleGraph.getModule(dependency) : undefined;
}

/** The names `module` exports: webpack's list, or for CommonJS the keys Node sees; `"*"` if unknown. */
function exportedNames(moduleGraph, module) {
  const provided = moduleGraph.getExportsInfo(module).getProvidedExports();
  // an ES module's default import of a CommonJS module is its `module.exports`: always there
  const commonJs = module.buildMeta?.exportsType !== 'namespace';
  if (Array.isArray(provided)) return [...new Set([...provided, ...(commonJs ? ['default'] : [])])].sort();
  if (module.resource && /\.c?js$/.test(module.resource)) {
    try {
      return [...new Set([...Object.keys(require(module.resource)), 'default'])].sort();
    } catch {
      /* not loadable in Node: not listed */
    }
  }
  return '*';
}

/**
 * share key → names, for every module the host provides. `cutDown` gives the keys shared as a
 * cut-down copy (react-router) and the names that copy keeps besides the host's own imports.
 */
function sharedExports(compilation, ownImports, cutDown) {
  const { moduleGraph } = compilation;
  const modules = {};
  for (const provide of compilation.modules) {
    if (provide.type !== PROVIDE) continue;
    const key = provide._name;
    if (cutDown[key]) {
      modules[key] = [...new Set([...cutDown[key], ...Object.keys(ownImports[key] ?? {})])].sort();
      continue;
    }
    const target = providedModule(moduleGraph, provide);
    if (target) modules[key] = exportedNames(moduleGraph, target);
  }
  return sortKeys(modules);
}

function sortKeys(object) {
  return Object.fromEntries(Object.entries(object).sort(([a], [b]) => a.localeCompare(b)));
}

/** Writes mf-shared-imports.json (every app) and, for the host, mf-shared-exports.json. */
class DeployGuardPlugin {
  /** @param {{ name: string, host: boolean, root: string, cutDown?: Record<string, string[]> }} options */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    const { name, host, root, cutDown = {} } = this.options;
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('DeployGuardPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'DeployGuardPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const imports = sharedImports(compilation, root);
        const emit = (file, body) => compilation.emitAsset(file, new sources.RawSource(`${JSON.stringify(body, null, 2)}\n`));
        emit(IMPORTS_FILE, { app: name, imports });
        if (host) emit(EXPORTS_FILE, { app: name, modules: sharedExports(compilation, imports, cutDown) });
      });
    });
  }
}

/** What a shell offers: from `<url>/mf-shared-exports.json` or `<folder>/mf-shared-exports.json`. */
async function readShellExports(shell) {
  if (/^https?:\/\//.test(shell)) {
    const url = new URL(EXPORTS_FILE, shell.endsWith('/') ? shell : `${shell}/`);
    const answer = await fetch(url, { cache: 'no-store' });
    if (!answer.ok) throw new Error(`${url} answered ${answer.status}: is that the shell's address, and is the shell built with the deploy guard?`);
    return { source: url.href, ...(await answer.json()) };
  }
  const file = path.resolve(shell, EXPORTS_FILE);
  if (!fs.existsSync(file)) throw new Error(`${file} does not exist: build the shell (nx build shell) or give its deployed URL.`);
  return { source: file, ...JSON.parse(fs.readFileSync(file, 'utf8')) };
}

function readRemoteImports(remoteDist) {
  const file = path.resolve(remoteDist, IMPORTS_FILE);
  if (!fs.existsSync(file)) throw new Error(`${file} does not exist: build the remote first (nx build <remote>).`);
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** How to fix a name the shell lacks, by module. */
function fixFor(key, name) {
  if (key === '@mailplan/api') {
    return `endpoints and their hooks come from '@mailplan/api/endpoints/<domain>', which the remote bundles; anything else in the core is there only once a shell built with it is deployed: deploy the shell first.`;
  }
  if (key.startsWith('@mailplan/')) {
    return `stateless code belongs in a subpath that is not shared (the remote bundles it); otherwise deploy a shell built with '${name}' first.`;
  }
  if (key === 'react-router') {
    return `add '${name}' to REACT_ROUTER_EXPORTS in libs/tools/webpack/federation.cjs and deploy the rebuilt shell first.`;
  }
  return `deploy a shell built with this version of '${key}' first (the shell's copy is the one every remote gets).`;
}

/**
 * The names `imports` (a remote's mf-shared-imports.json) takes from modules the shell provides
 * that the shell's list lacks. A module the shell does not provide at all is not an error: the
 * remote then loads its own copy (MUI entries the shell has no use for, for example).
 */
function missingNames(imports, shellModules) {
  const missing = [];
  for (const [key, names] of Object.entries(imports)) {
    const offered = shellModules[key];
    if (offered === undefined || offered === '*') continue;
    const known = new Set(offered);
    for (const [name, file] of Object.entries(names)) {
      if (!known.has(name)) missing.push({ module: key, name, file, fix: fixFor(key, name) });
    }
  }
  return missing;
}

async function main(argv) {
  const args = [...argv];
  const option = (flag) => {
    const at = args.indexOf(flag);
    if (at < 0) return undefined;
    const [, value] = args.splice(at, 2);
    return value;
  };
  const shell = option('--shell');
  const dist = option('--dist');
  const [remote] = args;
  if (!remote || !shell) {
    console.error('Usage: node libs/tools/webpack/deploy-guard.cjs <remote folder, e.g. mfe-calendar> --shell <deployed shell URL | shell build folder> [--dist <remote build folder>]');
    return 2;
  }
  const workspaceRoot = path.resolve(__dirname, '../../..');
  const remoteDist = dist ?? path.join(workspaceRoot, remote, 'dist');
  try {
    const shellList = await readShellExports(shell);
    const { app, imports } = readRemoteImports(remoteDist);
    const missing = missingNames(imports, shellList.modules ?? {});
    if (!missing.length) {
      console.log(`${app}: every name it imports from a shared module is in the shell at ${shellList.source}. Safe to deploy.`);
      return 0;
    }
    console.error(`${app} cannot run in the shell at ${shellList.source}: the shell's shared copy lacks ${missing.length === 1 ? 'a name' : `${missing.length} names`} it imports.`);
    for (const { module, name, file, fix } of missing) {
      console.error(`- '${name}' from '${module}' (imported by ${file}). Fix: ${fix}`);
    }
    return 1;
  } catch (error) {
    console.error(error.message);
    return 2;
  }
}

module.exports = { DeployGuardPlugin, missingNames, readShellExports, IMPORTS_FILE, EXPORTS_FILE };

if (require.main === module) {
  main(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
}
