/**
 * How the production build merges small shared chunks so that no lazy screen loads more than a few files.
 *
 * Left to itself the bundler gives every distinct set of importers a chunk of its own: exact (a screen loads only
 * code it runs) but, across ~40 screens and dialogs that share helpers in many combinations, the deposit screen came
 * as 21 files and responsible gaming as 24, many under 1 KB. Each file is a request and a `<link>` the preload helper
 * appends on the main thread. Groups by folder did not help: a group takes in what its modules import, so a folder
 * of cashier helpers grew into bonuses and bet history (chunk-groups.ts lists what was tried).
 *
 * So the plan is computed from the chunks a first build produced and what a player waits for at each address (a
 * view: a route screen, with the lazy parts its first render loads where it has some, such as a profile panel or the
 * deposit form's slots). While some view loads more than `maxChunks` files, two of its shared chunks are merged: the
 * pair that adds the fewest bytes to the views together (a view that loaded either now loads both, and what both
 * import). A merge is not made when it would take a view past the byte budget, nor when a third chunk sits between
 * the two (one imports a chunk that imports the other): the merged chunk would import a chunk that imports it back,
 * and the order in which their code runs would no longer be guaranteed. The screens' own chunks and the named
 * groups' (chunk-groups.ts) stay as they are. A view can stay over `maxChunks` when every merge left would break one
 * of these rules; the bench says which.
 *
 * Counting the screens alone, the panels' and slots' chunks were free to merge with the cashier's, and the settings
 * panel loaded 98 KB in 27 files. An earlier rule also kept each screen within a quarter more than it needed: it left
 * 11 screens and addresses over `maxChunks`, and without it none is, at the price of up to 11 KB more for the small
 * payment result screens (6 → 18 KB), which now share the cashier's chunks.
 */

/** One chunk of the first build, as the plan sees it. */
export interface BuiltChunk {
  readonly file: string;
  readonly name: string;
  /** The chunk is the target of a dynamic import: a screen, a dialog, a lazily loaded part. */
  readonly dynamicEntry: boolean;
  /** The module a dynamic import of this chunk loads (its facade), if any. */
  readonly facade?: string | null;
  /** The files it imports statically (loaded with it). */
  readonly imports: readonly string[];
  /** Its modules and their sizes (any unit: the plugin gives each its share of the chunk's gzip size). */
  readonly modules: ReadonlyMap<string, number>;
}

export interface PlanOptions {
  /** Chunks loaded before any lazy part (the entry and the start-up): not counted, never merged. */
  readonly alwaysLoaded: (chunk: BuiltChunk) => boolean;
  /** Chunks already given their shape by a named group: counted where loaded, never merged. */
  readonly fixed: (chunk: BuiltChunk) => boolean;
  /**
   * What a player waits for at each address, as the modules that dynamic imports load there (chunk facades): a route
   * screen alone, or with the lazy parts its first render loads (a profile panel, the deposit form's slots). The files
   * of each are counted together; a view whose modules the build does not have is left out.
   */
  readonly views: readonly (readonly string[])[];
  /** The most files a view may load on top of the always-loaded ones. */
  readonly maxChunks: number;
  /** The most bytes a view may load: a merge that would take one past it is not made. */
  readonly maxBytes: number;
}

/** A chunk of the plan: its name and modules. Listed so that a chunk comes after every chunk it imports. */
export interface PlannedChunk {
  readonly name: string;
  readonly modules: readonly string[];
}

interface Node {
  readonly names: string[];
  readonly modules: string[];
  readonly size: number;
  readonly imports: Set<Node>;
  readonly mergeable: boolean;
}

export function planChunks(chunks: readonly BuiltChunk[], options: PlanOptions): PlannedChunk[] {
  const byFile = new Map<string, Node>();
  for (const chunk of chunks) {
    if (options.alwaysLoaded(chunk)) continue;
    const size = [...chunk.modules.values()].reduce((sum, bytes) => sum + bytes, 0);
    byFile.set(chunk.file, { names: [chunk.name], modules: [...chunk.modules.keys()], size, imports: new Set(), mergeable: !chunk.dynamicEntry && !options.fixed(chunk) });
  }
  for (const chunk of chunks) {
    const node = byFile.get(chunk.file);
    for (const file of chunk.imports) if (node && byFile.has(file)) node.imports.add(byFile.get(file)!);
  }
  const byFacade = new Map(chunks.filter((chunk) => chunk.dynamicEntry && chunk.facade && byFile.has(chunk.file)).map((chunk) => [chunk.facade!, byFile.get(chunk.file)!]));
  const views = options.views.filter((view) => view.every((module) => byFacade.has(module))).map((view) => view.map((module) => byFacade.get(module)!));
  const nodes = new Set(byFile.values());
  const first = new Graph(nodes, views, new Map());
  // a view already over the byte budget may not grow at all
  const limits = new Map(views.map((view) => [view, Math.max(sizeOf(first.loads(view)), options.maxBytes)]));
  for (;;) {
    const graph = new Graph(nodes, views, limits);
    const crowded = views.filter((view) => graph.loads(view).size > options.maxChunks).sort((a, b) => graph.loads(b).size - graph.loads(a).size);
    let pair: readonly [Node, Node] | undefined;
    for (const view of crowded) if ((pair = graph.cheapestPair(view))) break;
    if (!pair) break;
    const merged = merge(pair[0], pair[1]);
    nodes.delete(pair[0]);
    nodes.delete(pair[1]);
    nodes.add(merged);
    for (const node of nodes) {
      if (!node.imports.has(pair[0]) && !node.imports.has(pair[1])) continue;
      node.imports.delete(pair[0]);
      node.imports.delete(pair[1]);
      if (node !== merged) node.imports.add(merged);
    }
  }
  return dependenciesFirst([...nodes].filter((node) => node.mergeable)).map((node) => ({ name: node.names[0]!, modules: node.modules }));
}

/** A view: the entry chunks of what a player waits for at an address. */
type View = readonly Node[];

/** The chunks as they stand between two merges: what each view loads, and what a merge would cost. */
class Graph {
  private readonly closures = new Map<Node, ReadonlySet<Node>>();
  private readonly viewLoads = new Map<View, ReadonlySet<Node>>();

  constructor(
    nodes: ReadonlySet<Node>,
    private readonly views: readonly View[],
    private readonly limits: ReadonlyMap<View, number>,
  ) {
    for (const node of nodes) this.closures.set(node, closure(node));
  }

  /** The chunks a view brings with it, its own included. */
  loads(view: View): ReadonlySet<Node> {
    let loads = this.viewLoads.get(view);
    if (!loads) this.viewLoads.set(view, (loads = new Set(view.flatMap((node) => [...this.closures.get(node)!]))));
    return loads;
  }

  /**
   * Of the shared chunks a view loads, the two whose merging adds the fewest bytes to all views together, keeps
   * every view within its limit (or, if it is over already, adds it nothing) and imports nothing that imports it back.
   */
  cheapestPair(view: View): readonly [Node, Node] | undefined {
    const candidates = [...this.loads(view)].filter((node) => node.mergeable);
    let best: { pair: readonly [Node, Node]; waste: number } | undefined;
    for (const [i, a] of candidates.entries())
      for (const b of candidates.slice(i + 1)) {
        const waste = this.waste(a, b);
        if (waste === undefined || (best && waste >= best.waste)) continue;
        if (reachesThroughAnother(a, b) || reachesThroughAnother(b, a)) continue;
        best = { pair: [a, b], waste };
      }
    return best?.pair;
  }

  /** The bytes merging `a` and `b` adds to the views, or undefined if it would take one over its limit. */
  private waste(a: Node, b: Node): number | undefined {
    const both = new Set([...this.closures.get(a)!, ...this.closures.get(b)!]);
    let waste = 0;
    for (const view of this.views) {
      const before = this.loads(view);
      // a view that loaded either now loads the merged chunk and everything both import
      if (!before.has(a) && !before.has(b)) continue;
      const added = sizeOf([...both].filter((node) => !before.has(node)));
      if (!added) continue;
      const after = sizeOf(before) + added;
      if (after > this.limits.get(view)!) return undefined;
      waste += added;
    }
    return waste;
  }
}

const closure = (root: Node): ReadonlySet<Node> => {
  const seen = new Set<Node>([root]);
  for (const node of seen) for (const next of node.imports) seen.add(next);
  return seen;
};

const sizeOf = (nodes: Iterable<Node>) => [...nodes].reduce((sum, node) => sum + node.size, 0);

/** Whether `from` imports, through at least one other chunk, the chunk `to`. */
function reachesThroughAnother(from: Node, to: Node): boolean {
  const seen = new Set([...from.imports].filter((node) => node !== to));
  for (const node of seen) {
    if (node.imports.has(to)) return true;
    for (const next of node.imports) if (next !== from) seen.add(next);
  }
  return false;
}

function merge(a: Node, b: Node): Node {
  // the larger chunk names the merged one
  const [big, small] = a.size >= b.size ? [a, b] : [b, a];
  return {
    names: [...big.names, ...small.names],
    modules: [...big.modules, ...small.modules],
    size: a.size + b.size,
    imports: new Set([...a.imports, ...b.imports].filter((node) => node !== a && node !== b)),
    mergeable: true,
  };
}

/**
 * The chunks ordered so that each comes after those it imports. A build group takes its modules and whatever they
 * import that no earlier group took: listed in this order, each group finds its imports already placed and takes
 * exactly the modules the plan gave it.
 */
function dependenciesFirst(nodes: readonly Node[]): Node[] {
  const ordered: Node[] = [];
  const done = new Set<Node>();
  const visit = (node: Node) => {
    if (done.has(node)) return;
    done.add(node);
    for (const next of node.imports) if (nodes.includes(next)) visit(next);
    ordered.push(node);
  };
  for (const node of nodes) visit(node);
  return ordered;
}
