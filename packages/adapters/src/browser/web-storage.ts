/**
 * The browser's local or session storage, or nothing where the browser blocks it. With site data blocked, or in a
 * frame of another site under third-party storage blocking, merely reading `window.localStorage` throws a
 * SecurityError, so even the lookup has to be guarded; every storage access of the app starts here. Null (not
 * undefined) so that handing it to a constructor does not fall back to a default parameter.
 */
export function webStorage(kind: 'localStorage' | 'sessionStorage', scope: Partial<Record<typeof kind, Storage>> | undefined = globalThis): Storage | null {
  try {
    return scope?.[kind] ?? null;
  } catch {
    return null;
  }
}
