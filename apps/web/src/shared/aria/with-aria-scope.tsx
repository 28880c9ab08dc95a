import type { ComponentType } from 'react';

/**
 * A lazily loaded component inside react-aria's locale and router scope (`AriaScope`), whose code is fetched beside
 * it. The root of the app (`UiRoot`) carries no react-aria code, so the header and footer paint without it; every
 * lazy part that renders react-aria components — route screens, error pages — comes through here.
 */
export async function withAriaScope<P extends object>(loading: Promise<ComponentType<P>>): Promise<ComponentType<P>> {
  const [Component, { AriaScope }] = await Promise.all([loading, import('@casino/ui/aria-scope')]);
  return function Scoped(props: P) {
    return (
      <AriaScope>
        <Component {...props} />
      </AriaScope>
    );
  };
}
