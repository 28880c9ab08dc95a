import { AriaScope } from './AriaScope';
import { UiRoot, type UiRootProps } from './UiRoot';

export type { UiLabels } from './UiRoot';
export type UiProviderProps = UiRootProps;

/**
 * Applies theme, locale and direction; hosts the dialog stack and the toast region; gives react-aria its locale and
 * client-side router. An app that must paint before react-aria's code loads uses `UiRoot` and wraps its lazily loaded
 * parts in `AriaScope` instead.
 */
export function UiProvider({ children, ...props }: UiProviderProps) {
  return (
    <UiRoot {...props}>
      <AriaScope>{children}</AriaScope>
    </UiRoot>
  );
}
