import type { ComponentPropsWithRef } from 'react';
import { useAfterHydration } from '../di/preload.tsx';

/**
 * A form that takes input only once it is live. A page the server rendered (a player's deposit form, their settings)
 * shows its forms before the browser has hydrated them: text typed into a field then is put back to the rendered value
 * when React takes the field over, and Enter would submit the form natively and leave the page. Until it has hydrated
 * the form is `inert` (nothing in it takes focus or input, and it looks the same); a page the browser renders itself
 * gets it live from its first render.
 */
export function LiveForm(props: ComponentPropsWithRef<'form'>) {
  const live = useAfterHydration();
  return <form {...props} inert={!live || props.inert} />;
}
