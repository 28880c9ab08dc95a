import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVED_POPUP_ENTRY, servedPopupScript } from './served-popup-script.ts';

function build(manifest: Record<string, unknown>): string {
  const dist = mkdtempSync(join(tmpdir(), 'served-popup-'));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
  return dist;
}

describe('the served popup script of a build', () => {
  it('is the address of its entry', async () => {
    expect(await servedPopupScript(build({ [SERVED_POPUP_ENTRY]: { file: 'assets/served-popup-a1.js', isEntry: true } }))).toBe('/assets/served-popup-a1.js');
  });

  it('fails the build when the script would load a chunk of the app first; a build without it has none', async () => {
    await expect(servedPopupScript(build({ [SERVED_POPUP_ENTRY]: { file: 'assets/served-popup-a1.js', imports: ['_index-b2.js'] } }))).rejects.toThrow(/must import nothing.*_index-b2\.js/);
    expect(await servedPopupScript(build({}))).toBeUndefined();
  });
});
