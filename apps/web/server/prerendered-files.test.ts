// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createPrerenderedFiles } from './prerendered-files.ts';

describe('createPrerenderedFiles', () => {
  const disk = (files: Record<string, string>) => {
    const reads: string[] = [];
    const read = async (file: string) => {
      reads.push(file);
      if (!(file in files)) throw Object.assign(new Error('ENOENT'), { code: 'ENOENT' });
      return files[file]!;
    };
    return { reads, read };
  };

  it('reads a page once and answers it from memory after that', async () => {
    const { reads, read } = disk({ '/dist/prerendered/index.html': '<html>home</html>' });
    const prerendered = createPrerenderedFiles(read);
    expect(await prerendered('/dist/prerendered/index.html')).toBe('<html>home</html>');
    expect(await prerendered('/dist/prerendered/index.html')).toBe('<html>home</html>');
    expect(reads).toEqual(['/dist/prerendered/index.html']);
  });

  it('answers undefined for a path that is not a page, and keeps nothing for it', async () => {
    const { reads, read } = disk({});
    const prerendered = createPrerenderedFiles(read);
    expect(await prerendered('/dist/prerendered/profile/index.html')).toBeUndefined();
    expect(await prerendered('/dist/prerendered/profile/index.html')).toBeUndefined();
    expect(reads).toHaveLength(2);
  });

  it('never reads a path that climbs out of the folder', async () => {
    const { reads, read } = disk({ '/etc/passwd': 'secret' });
    expect(await createPrerenderedFiles(read)('/dist/prerendered/../../etc/passwd')).toBeUndefined();
    expect(reads).toEqual([]);
  });
});
