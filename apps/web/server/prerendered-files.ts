import { readFile } from 'node:fs/promises';

/**
 * The build's prerendered pages and payloads, each read from disk once and then kept in memory. They never change
 * while a process runs (a deploy starts new processes), there are as many as the build made, and reading one per
 * request was the slowest part of serving it: Node's promise `readFile` reads a file over 64 KB in several trips to
 * the thread pool, so the home page (88 KB) was served five times slower than the hall (62 KB). A path that is not a
 * prerendered page is not kept: any address may be asked for, and the miss is one cheap failed open.
 */
export function createPrerenderedFiles(read: (file: string) => Promise<string> = (file) => readFile(file, 'utf8')): (file: string) => Promise<string | undefined> {
  const kept = new Map<string, string>();
  return async (file) => {
    if (file.includes('..')) return undefined;
    const found = kept.get(file);
    if (found !== undefined) return found;
    const text = await read(file).catch(() => undefined);
    if (text !== undefined) kept.set(file, text);
    return text;
  };
}
