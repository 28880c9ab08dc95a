/**
 * The WHATWG URL and URLSearchParams, as the rules use them. Every runtime the package runs in has both (browsers,
 * Node 18+, Deno, Bun, workers), but their types come from the DOM or Node typings; naming the few members the rules
 * read here lets a consumer compile the rules with neither (`lib: ["ES2022"]`, `types: []`). Only the ports, which
 * describe browser-side services, need those typings.
 */
export interface WebURL {
  readonly href: string;
  readonly origin: string;
  readonly protocol: string;
  pathname: string;
  search: string;
  hash: string;
}

export interface WebURLSearchParams {
  get(name: string): string | null;
  has(name: string): boolean;
  set(name: string, value: string): void;
  toString(): string;
}

interface UrlGlobals {
  readonly URL: new (url: string, base?: string) => WebURL;
  readonly URLSearchParams: new (init?: string | Readonly<Record<string, string>>) => WebURLSearchParams;
}

const globals = globalThis as unknown as UrlGlobals;

/** `new WebURL(url, base)` is `new URL(url, base)`: it throws a TypeError on an address it cannot parse. */
export const WebURL = globals.URL;
export const WebURLSearchParams = globals.URLSearchParams;
