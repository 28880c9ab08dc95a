import type { Favicon } from './page-seo';

export interface WebManifestIcon {
  readonly src: string;
  readonly sizes: string;
  readonly type: string;
  /** `any`, `maskable` or both, space-separated */
  readonly purpose?: string;
}

/** The part of a web app manifest this rule reads and writes; every other member passes through untouched. */
export interface WebManifest {
  readonly icons?: readonly WebManifestIcon[];
  readonly [member: string]: unknown;
}

const purposes = (icon: WebManifestIcon) => (icon.purpose ?? 'any').split(/\s+/);

/**
 * The installed app wears the brand the operator set in the web settings, not the one baked into the build: the
 * settings' PNG icons (the only kind a manifest can use; `.ico` and the Apple touch icon stay in the head) become
 * the manifest's ordinary icons. The settings say nothing about masks, so the build's maskable icons stay: an
 * icon cut to a circle needs the safe margins only the build's artwork is known to have. Without PNG icons in the
 * settings (or without settings) the built manifest is right as it is.
 */
export function webManifest(built: WebManifest, favicons: readonly Favicon[]): WebManifest {
  const fromSettings = favicons
    .filter((icon) => icon.type === 'png' && /^\d+x\d+$/.test(icon.size) && icon.url)
    .map((icon): WebManifestIcon => ({ src: icon.url, sizes: icon.size, type: 'image/png', purpose: 'any' }));
  if (!fromSettings.length) return built;
  const maskable = (built.icons ?? []).filter((icon) => purposes(icon).includes('maskable')).map((icon) => ({ ...icon, purpose: 'maskable' }));
  return { ...built, icons: [...fromSettings, ...maskable] };
}
