import { describe, expect, it } from 'vitest';
import { warmIntl } from './warm-intl.ts';

describe('warmIntl', () => {
  it('asks for the browser language and never throws, whatever the browser reports', () => {
    expect(() => warmIntl('pt-BR')).not.toThrow();
    expect(() => warmIntl('not a language tag!')).not.toThrow();
    expect(() => warmIntl(undefined)).not.toThrow();
  });
});
