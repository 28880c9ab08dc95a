// @vitest-environment jsdom
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ServiceIdentifier } from 'inversify';
import { describe, expect, it } from 'vitest';
import { CampaignPopups } from '../../features/campaign-popups/index.ts';
import { RegistrationPopups } from '../../features/accounts/registration/registration-popups.ts';
import { HeaderViewModel } from '../../features/header/header.vm.ts'; // a wiring test may look inside
import { bindModules, type FeatureChunk } from '../../shared/di/lazy-chunk.ts';
import { slotContents } from '../../shared/slots/load-slot.ts';
import { AuthDialogService } from '../../shared/services/auth-dialog.service.ts';
import { ContentStore } from '../../shared/stores/content.store.ts';
import { FatalErrorStore } from '../../shared/stores/fatal-error.store.ts';
import { LocaleStore } from '../../shared/stores/locale.store.ts';
import { SessionStore } from '../../shared/stores/session.store.ts';
import { ThemeStore } from '../../shared/stores/theme.store.ts';
import { createTestApp } from '../../test/fixture.ts';

describe('composition root', () => {
  it('resolves every store, service and view-model; stores are singletons, view-models transient', () => {
    const { container } = createTestApp();
    for (const id of [SessionStore, LocaleStore, ContentStore, ThemeStore, FatalErrorStore, AuthDialogService, CampaignPopups]) {
      expect(container.get(id)).toBe(container.get(id));
    }
    expect(container.get(HeaderViewModel, { autobind: true })).not.toBe(container.get(HeaderViewModel, { autobind: true }));
    // a class made on demand keeps the scope its decorator gives it: one registration popup queue per page
    expect(container.get(RegistrationPopups, { autobind: true })).toBe(container.get(RegistrationPopups, { autobind: true }));
  });

  it('binds every lazy chunk\'s modules and then resolves every view-model and service of every feature', () => {
    const { container } = createTestApp();
    const sources = import.meta.glob<Record<string, unknown>>(['../../features/**/*.{ts,tsx}', '!**/*.test.{ts,tsx}', '!**/testing.ts', '!**/*.fake.ts'], { eager: true });
    const chunks = Object.values(sources).filter((m): m is FeatureChunk & Record<string, unknown> => Array.isArray(m.modules));
    expect(chunks.length).toBeGreaterThanOrEqual(6); // the dialog body, four panels and the embedded form page
    for (const chunk of chunks) bindModules(container, chunk.modules ?? []);
    const classes = Object.values(sources).flatMap((m) => Object.entries(m)).filter(([name, value]) => typeof value === 'function' && /^[A-Z]\w*(ViewModel|Service|Store)$/.test(name));
    expect(classes.length).toBeGreaterThan(15);
    // `useViewModel` builds a view-model nobody bound from its class, as start-up services are resolved on demand
    // (Telegram's): what must hold is that everything each one needs is bound once its chunks' modules are
    for (const [name, cls] of classes) expect(() => container.get(cls as ServiceIdentifier, { autobind: true }), name).not.toThrow();
  });

  it('fills every slot a consumer declares once the features\' modules and every chunk\'s are bound', () => {
    const { container } = createTestApp();
    const chunks = Object.values(import.meta.glob<Record<string, unknown>>(['../../features/**/*.{ts,tsx}', '!**/*.test.{ts,tsx}', '!**/testing.ts', '!**/*.fake.ts'], { eager: true }));
    for (const chunk of chunks) if (Array.isArray(chunk.modules)) bindModules(container, chunk.modules as NonNullable<FeatureChunk['modules']>);
    const declared = import.meta.glob<Record<string, unknown>>(['../../features/*/slots.ts', '../../shared/slots/kernel-slots.ts'], { eager: true });
    const slots = Object.values(declared).flatMap((m) => Object.values(m)).filter((value): value is symbol => typeof value === 'symbol');
    expect(slots.length).toBeGreaterThanOrEqual(12);
    // a slot nobody fills shows nothing without a word: a provider that lost its fill would go unnoticed
    expect(slots.filter((slot) => slotContents(container, slot) === undefined).map((slot) => slot.description)).toEqual([]);
  });

  it('resolves a view-model outside `useViewModel` only as `useViewModel` does, from its class', () => {
    // view-models are not bound: a plain `container.get(SomeViewModel)` fails at run time (the deposit form did)
    const files = readdirSync('src', { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
    const plainGets = files.flatMap((file) =>
      [...readFileSync(join('src', file), 'utf8').matchAll(/\.get(?:<\w+>)?\((\w+ViewModel)\)/g)].map(([call]) => `${file}: ${call}`),
    );
    expect(plainGets).toEqual([]);
  });
});
