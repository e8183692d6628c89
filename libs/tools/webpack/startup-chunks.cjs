// The shell's first screen (the login page) in as few requests as possible.
//
// Every shared module (react, each MUI component, emotion, ...) is a Module Federation "consume"
// whose own copy sits in an async fallback chunk; the chunks those fallbacks need are found only
// when the previous ones have run. Left alone, the login page needs dozens of small files fetched
// in waves over HTTP/1.1's six connections per host (the measured figures are in bench/README.md,
// "Figures behind code choices"). Two things fix that:
//
// 1. a splitChunks cache group: every module that a fallback reachable from the startup chunk
//    (`import(/* webpackChunkName: "bootstrap" */ './bootstrap')`) needs goes into ONE chunk,
//    `startup-shared`. Only code modules move: the consume stubs (which have no code in the chunk
//    files, they live in the runtime's tables) stay where they are, otherwise a fallback would wait
//    for the chunk that is loading it. The host's other shared modules (first needed behind a
//    later lazy import: the signed-in pages, the remotes) go into a second chunk, `shared`.
// 2. index.html preloads that chunk and the bootstrap chunk, so the browser
//    fetches them while main.js (the federation runtime) is still downloading.
//
// WHEN TO TOUCH IT: never for a new page or slice (their code is loaded behind lazy imports and
// lands in the `shared` chunk). It reads webpack's chunk graph (chunk groups, their origins, the
// consume/provide module types of Module Federation), which a webpack or MF upgrade may change:
// after one, check the bench's "shell first load" and that index.html still preloads
// `startup-shared` and `bootstrap` (libs/tools/tests/startup-chunks.test.mjs).
const HtmlWebpackPlugin = require('html-webpack-plugin');

const STARTUP_CHUNK = 'bootstrap';
const STARTUP_SHARED_CHUNK = 'startup-shared';
const LATER_SHARED_CHUNK = 'shared';

const CONSUME = 'consume-shared-module';
const PROVIDE = 'provide-module';

/**
 * The startup chunk group plus every chunk group holding a shared module that the startup needs:
 * the fallbacks of the startup chunk's consumes and, since the host's own copies are what its
 * share scope hands out, the groups providing those share keys; then the same for every consume
 * inside those, until nothing new turns up.
 */
function sharedGroups(compilation) {
  const providers = new Map(); // share key -> chunk groups providing it
  for (const group of compilation.chunkGroups) {
    for (const { module } of group.origins) {
      if (module?.type !== PROVIDE) continue;
      if (!providers.has(module._name)) providers.set(module._name, []);
      providers.get(module._name).push(group);
    }
  }
  const start = compilation.namedChunkGroups.get(STARTUP_CHUNK);
  const groups = new Set(start ? [start] : []);
  for (const group of groups) {
    for (const child of group.childrenIterable) {
      if (child.origins.some(({ module }) => module?.type === CONSUME)) groups.add(child);
    }
    for (const { module } of group.origins) {
      if (module?.type === CONSUME) for (const provider of providers.get(module.options.shareKey) ?? []) groups.add(provider);
    }
  }
  return { startup: groups, provided: new Set([...providers.values()].flat()) };
}

/**
 * Use one instance per build: `plugins: [startup]` and
 * `optimization.splitChunks.cacheGroups.startupShared: startup.cacheGroup()`.
 */
class StartupChunksPlugin {
  constructor({ shareLater = true } = {}) {
    this.shareLater = shareLater;
    // modules of every compilation this instance sees (the federation plugin runs a second,
    // independent build with the same plugins for the cut-down shared packages)
    this.startupModules = new WeakSet();
    this.laterModules = new WeakSet();
  }

  /** splitChunks cache group gathering the startup's shared code into `startup-shared`. */
  cacheGroup() {
    return {
      name: STARTUP_SHARED_CHUNK,
      // Every async chunk: a module the startup needs moves out of any lazy chunk too (a page
      // loaded later finds it already there instead of downloading it again).
      chunks: (chunk) => !chunk.hasRuntime() && !chunk.canBeInitial() && chunk.name !== STARTUP_CHUNK,
      test: (module) => this.startupModules.has(module),
      enforce: true,
      priority: 100,
      reuseExistingChunk: false,
    };
  }

  /**
   * splitChunks cache group gathering the rest of the host's shared code (what the signed-in
   * pages and the remotes get from the host: the store, RTK Query, the MUI entries provided for
   * the remotes, ...) into one `shared` chunk, instead of a wave of small files found one
   * after the other.
   */
  laterCacheGroup() {
    return {
      name: LATER_SHARED_CHUNK,
      chunks: (chunk) => !chunk.hasRuntime() && !chunk.canBeInitial() && chunk.name !== STARTUP_CHUNK,
      test: (module) => this.laterModules.has(module) && !this.startupModules.has(module),
      enforce: true,
      priority: 90,
      reuseExistingChunk: false,
    };
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('StartupChunksPlugin', (compilation) => {
      // before splitChunks (stage 10): the code modules of the startup's shared chunk groups; the
      // consume stubs (no code in chunk files) stay where they are (see above)
      compilation.hooks.optimizeChunks.tap({ name: 'StartupChunksPlugin', stage: 0 }, () => {
        const { startup, provided } = sharedGroups(compilation);
        const codeModules = (group, into) => {
          for (const chunk of group.chunks) {
            for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
              if (module.getSourceTypes().has('javascript')) into.add(module);
            }
          }
        };
        for (const group of startup) if (group.name !== STARTUP_CHUNK) codeModules(group, this.startupModules);
        if (this.shareLater) for (const group of provided) if (!startup.has(group)) codeModules(group, this.laterModules);
      });
      // index.html preloads the startup chunks
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('StartupChunksPlugin', (data) => {
        const publicPath = data.publicPath ?? '';
        const files = [];
        const startup = compilation.namedChunkGroups.get(STARTUP_CHUNK);
        for (const chunk of [...(startup?.chunks ?? []), compilation.namedChunks.get(STARTUP_SHARED_CHUNK)]) {
          for (const file of chunk?.files ?? []) if (file.endsWith('.js') && !files.includes(file)) files.push(file);
        }
        const links = files.map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `${publicPath}${file}` }),
        );
        data.headTags.unshift(...links);
        return data;
      });
    });
  }
}

module.exports = { StartupChunksPlugin, STARTUP_CHUNK, STARTUP_SHARED_CHUNK, LATER_SHARED_CHUNK };
