// @vitest-environment jsdom
import { RecordingLogger } from '@casino/adapters/testing';
import { describe, expect, it } from 'vitest';
import { AppNavigator } from './navigator.ts';

function attached() {
  const logger = new RecordingLogger();
  const navigator = new AppNavigator(logger);
  const visited: string[] = [];
  navigator.attach((to) => visited.push(to));
  return { navigator, logger, visited };
}

describe('AppNavigator', () => {
  it('navigates to same-origin paths, normalised', () => {
    const { navigator, visited } = attached();
    navigator.navigate('/cashier/./deposit?x=1');
    navigator.navigate(`${location.origin}/profile`);
    expect(visited).toEqual(['/cashier/deposit?x=1', '/profile']);
  });

  it.each(['\\\\evil.example', '/\t/evil.example', '/.//evil.example', 'https://evil.example/', 'javascript:alert(1)'])(
    'refuses %j with a warning instead of throwing',
    (address) => {
      const { navigator, logger, visited } = attached();
      expect(() => navigator.navigate(address)).not.toThrow();
      expect(visited).toEqual([]);
      expect(logger.entries.at(-1)?.message).toMatch(/refused/);
    },
  );

  it('a router error becomes a warning', () => {
    const logger = new RecordingLogger();
    const navigator = new AppNavigator(logger);
    navigator.attach(() => {
      throw new Error('External navigation is not allowed');
    });
    expect(() => navigator.navigate('/x')).not.toThrow();
    expect(logger.entries.at(-1)?.message).toBe('navigation failed');
  });
});
