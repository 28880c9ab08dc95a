export { UiProvider, type UiProviderProps, type UiLabels } from './UiProvider';
export { UiRoot, type UiRootProps } from './UiRoot';
export { useUiScope, type UiScope } from './ui-context';
