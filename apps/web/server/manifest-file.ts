import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { webManifest, type WebManifest } from '@casino/domain/seo';
import { backendReads } from './backend-reads.ts';

export interface ManifestRequest {
  /** The built app, whose `manifest.webmanifest` (written by vite-plugin-pwa) is the base. */
  readonly root: string;
  /** Where the backend answers. */
  readonly backend: string;
  /** The host the visitor asked for: the web settings are per host. */
  readonly host: string;
}

/**
 * The web manifest with the icons of this host's web settings (see the domain's `webManifest`). If the backend
 * cannot answer, the built manifest still makes the app installable, so it goes out as it is rather than an error.
 */
export async function manifestFile(request: ManifestRequest): Promise<string> {
  const built = JSON.parse(await readFile(join(request.root, 'manifest.webmanifest'), 'utf8')) as WebManifest;
  const settings = await backendReads(request.backend).seo(request.host).catch(() => undefined);
  return JSON.stringify(settings ? webManifest(built, settings.favicons) : built);
}
