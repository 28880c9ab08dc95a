import { Container, ContainerModule, injectable } from 'inversify';
import { describe, expect, it } from 'vitest';
import { CatalogRegistry, type CatalogLoader } from '../stores/locale.store.ts';
import { featureCatalog, loadChunk } from './lazy-chunk.ts';

@injectable()
class PanelViewModel {}

let built = 0;
const panelModule = () => {
  built += 1;
  return new ContainerModule(({ bind }) => void bind(PanelViewModel).toSelf());
};

describe('loadChunk', () => {
  it('binds the modules a chunk lists before handing it over, each module once per container', async () => {
    built = 0;
    const container = new Container();
    const first = () => Promise.resolve({ modules: [panelModule], View: 'first' });
    const second = () => Promise.resolve({ modules: [panelModule], View: 'second' });
    const chunk = await loadChunk(container, first);
    expect(chunk.View).toBe('first');
    expect(container.get(PanelViewModel)).toBeInstanceOf(PanelViewModel);
    await loadChunk(container, second);
    expect(built).toBe(1);
    await loadChunk(new Container(), first);
    expect(built).toBe(2);
  });

  it('hands out the same promise per container and importer (what React `use` needs)', () => {
    const container = new Container();
    const importer = () => Promise.resolve({});
    expect(loadChunk(container, importer)).toBe(loadChunk(container, importer));
  });

  it('forgets a failed load, so the next attempt fetches again', async () => {
    const container = new Container();
    let attempts = 0;
    const importer = () => (++attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ modules: [], ok: true }));
    await expect(loadChunk(container, importer)).rejects.toThrow('offline');
    await expect(loadChunk(container, importer)).resolves.toEqual({ modules: [], ok: true });
    expect(attempts).toBe(2);
  });

  it("hands a chunk's catalog to the registry before the chunk is handed over", async () => {
    const container = new Container();
    const added: CatalogLoader[] = [];
    let release = () => {};
    const registry: CatalogRegistry = { addCatalog: (source) => (added.push(source), new Promise<void>((done) => (release = done))) };
    container.bind(CatalogRegistry).toConstantValue(registry);
    const catalog = featureCatalog({ './locales/ru/messages.po': () => Promise.resolve({ messages: { hi: 'привет' } }) });
    let handed = false;
    const loading = loadChunk(container, () => Promise.resolve({ catalog })).then(() => (handed = true));
    await new Promise((done) => setTimeout(done, 0));
    expect(added).toEqual([catalog]);
    expect(handed).toBe(false);
    release();
    await loading;
    expect(handed).toBe(true);
    expect(await catalog('ru')).toEqual({ hi: 'привет' });
    expect(await catalog('ar')).toEqual({});
  });
});
