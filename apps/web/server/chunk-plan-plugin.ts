import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Plugin, type Rolldown } from 'vite';
import { type BuiltChunk, planChunks } from './chunk-plan.ts';

/** Set while the first build runs: its config leaves out the plan (and the plugins that write files). */
const PLAN_PASS = 'CASINO_CHUNK_PLAN_PASS';
export const isPlanPass = () => process.env[PLAN_PASS] === '1';

interface Options {
  /** This config file, built once more without the plan to read its chunk graph. */
  readonly configFile: string;
  /** The names of the chunks loaded before any lazy part, and of those named groups shape. */
  readonly alwaysLoaded: readonly string[];
  readonly fixed: readonly string[];
  /**
   * What a player waits for at each address, as absolute module paths: each route screen alone, and with the lazy
   * parts its first render loads where it has some (chunk-plan.ts `views`).
   */
  readonly views: readonly (readonly string[])[];
  /** A screen's budget: files and gzip bytes on top of the always-loaded chunks. */
  readonly maxChunks: number;
  readonly maxBytes: number;
}

/**
 * Production build of the page only: builds the app once in memory (nothing written) with the named groups alone,
 * plans the merging of its small shared chunks (chunk-plan.ts) and appends a group per planned chunk to this build's
 * `codeSplitting.groups`. About 10 s more per build; the development server and the prerender's renderer are left
 * alone. A module's size is its share of its chunk's gzip size (by its length before minifying), so the plan keeps
 * within the same gzip budget the bench checks.
 */
export function chunkPlanPlugin(options: Options): Plugin {
  return {
    name: 'casino:chunk-plan',
    apply: 'build',
    async config(config, env) {
      if (env.isSsrBuild || isPlanPass()) return;
      const chunks = await firstBuild(options.configFile, env.mode);
      const planned = planChunks(chunks, {
        alwaysLoaded: (chunk) => options.alwaysLoaded.includes(chunk.name),
        fixed: (chunk) => options.fixed.includes(chunk.name),
        views: options.views,
        maxChunks: options.maxChunks,
        maxBytes: options.maxBytes,
      });
      const output = config.build?.rolldownOptions?.output;
      const splitting = !Array.isArray(output) && output?.codeSplitting;
      if (!splitting || splitting === true || !splitting.groups) throw new Error('chunk plan: the config has no codeSplitting.groups to add to');
      // Each planned chunk takes exactly its modules: left to take what they import too, a group that holds a
      // re-exporting index took every module it re-exports, and the loyalty shop loaded a second screen's code.
      for (const chunk of planned) {
        const modules = new Set(chunk.modules);
        splitting.groups.push({ name: chunk.name, test: (id) => modules.has(id), includeDependenciesRecursively: false });
      }
    },
  };
}

async function firstBuild(configFile: string, mode: string): Promise<BuiltChunk[]> {
  process.env[PLAN_PASS] = '1';
  try {
    const result = await build({ configFile, mode, logLevel: 'warn', build: { write: false, reportCompressedSize: false, emptyOutDir: false } });
    const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
    return outputs
      .flatMap((output) => output.output)
      .filter((item): item is Rolldown.OutputChunk => item.type === 'chunk')
      .map((chunk) => {
        const rendered = Object.values(chunk.modules).reduce((sum, module) => sum + module.renderedLength, 0);
        const gzipPerByte = rendered ? gzipSync(chunk.code).length / rendered : 0;
        return {
          file: chunk.fileName,
          name: chunk.name,
          dynamicEntry: chunk.isDynamicEntry,
          facade: chunk.facadeModuleId && resolve(chunk.facadeModuleId),
          imports: chunk.imports,
          modules: new Map(Object.entries(chunk.modules).map(([id, module]) => [id, module.renderedLength * gzipPerByte])),
        };
      });
  } finally {
    delete process.env[PLAN_PASS];
  }
}
