import { describe, expect, it } from 'vitest';
import { loadDialogHost, loadedDialogHost, preloadDialogHost } from './host-loader';

describe('the dialog host loader', () => {
  it('loads the host once, whether preloaded or asked for by the first dialog', async () => {
    expect(loadedDialogHost()).toBeUndefined();
    const preloading = preloadDialogHost();
    const asked = loadDialogHost();
    await expect(preloading).resolves.toBeUndefined();
    const host = await asked;
    expect(loadedDialogHost()).toBe(host);
    expect(await loadDialogHost()).toBe(host);
  });
});
