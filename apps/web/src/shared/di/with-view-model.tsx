import type { ServiceIdentifier } from 'inversify';
import { useEffect, type ComponentType } from 'react';
import { useViewModel } from './react.tsx';

/**
 * The component that makes `View`'s view-model (`useViewModel`), loads it in an effect and renders `View` over it:
 * a screen or panel whose data comes when it shows. The load is an effect so it runs again whenever React brings the
 * effects back after `dispose()` took them down (StrictMode, `<Activity>`). Kept apart from `react.tsx`, which the
 * entry chunk carries, so that only the lazy screens that use it load it.
 */
export function withViewModel<T extends { load(): unknown }>(id: ServiceIdentifier<T>, View: ComponentType<{ vm: T }>) {
  return function WithViewModel() {
    const vm = useViewModel(id);
    useEffect(() => void vm.load(), [vm]);
    return <View vm={vm} />;
  };
}
