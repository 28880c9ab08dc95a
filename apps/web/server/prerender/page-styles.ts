import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

interface ManifestChunk {
  readonly file: string;
  readonly css?: readonly string[];
  readonly imports?: readonly string[];
}

interface Stylesheet {
  readonly file: string;
  readonly text: string;
  readonly classes: ReadonlySet<string>;
}

/**
 * The build's stylesheets in the order the browser would apply them (a chunk's imports before the chunk), each with
 * the class names it styles. The initial one is left out: index.html carries it inline already.
 */
export async function loadStylesheets(dist: string): Promise<Stylesheet[]> {
  const manifest = JSON.parse(await readFile(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const ordered: string[] = [];
  const visited = new Set<string>();
  const visit = (key: string) => {
    if (visited.has(key)) return;
    visited.add(key);
    const chunk = manifest[key];
    for (const dependency of chunk?.imports ?? []) visit(dependency);
    for (const css of chunk?.css ?? []) if (!ordered.includes(css)) ordered.push(css);
  };
  const initial = new Set(manifest['index.html']?.css ?? []);
  Object.keys(manifest).forEach(visit);
  return Promise.all(
    ordered
      .filter((file) => !initial.has(file))
      .map(async (file) => {
        const text = await readFile(join(dist, file), 'utf8');
        return { file, text, classes: new Set([...text.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]!)) };
      }),
  );
}

/**
 * The styles a prerendered page needs before its screens' chunks arrive: every stylesheet styling a class the
 * markup uses, inline (they are small, and a request each would hold the first paint back). The start-up links each
 * to its file for Vite's preload helper (src/app/platform/inlined-styles.ts).
 */
export function pageStyles(html: string, sheets: readonly Stylesheet[]): string {
  const used = new Set([...html.matchAll(/class="([^"]*)"/g)].flatMap((match) => match[1]!.split(/\s+/)));
  return sheets
    .filter((sheet) => [...sheet.classes].some((name) => used.has(name)))
    .map((sheet) => `<style data-href="/${sheet.file}">${sheet.text.trim()}</style>`)
    .join('\n');
}
