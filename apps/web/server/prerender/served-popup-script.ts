import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The script a prerendered page with a campaign popup runs first (vite.config.ts builds it as an entry of its own). */
export const SERVED_POPUP_ENTRY = 'src/features/campaign-popups/served/reveal-entry.ts';
export const SERVED_POPUP_ENTRY_NAME = 'served-popup';

interface ManifestChunk {
  readonly file: string;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
}

/**
 * The built script's address, or undefined for a build without it (its pages then carry no popup: the app opens it).
 * It must stand alone: a module it shared with the app would put a chunk of the app's (the start-up's, say) in front
 * of the popup it exists to show early, so a build where it imports anything fails.
 */
export async function servedPopupScript(dist: string): Promise<string | undefined> {
  const manifest = JSON.parse(await readFile(join(dist, '.vite/manifest.json'), 'utf8').catch(() => '{}')) as Record<string, ManifestChunk>;
  const chunk = manifest[SERVED_POPUP_ENTRY];
  if (!chunk) return undefined;
  const imports = [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])];
  if (imports.length) throw new Error(`${SERVED_POPUP_ENTRY} must import nothing, but its chunk imports ${imports.join(', ')}`);
  return `/${chunk.file}`;
}
