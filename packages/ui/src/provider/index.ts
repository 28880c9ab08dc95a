export { UiProvider, type UiProviderProps, type UiLabels } from './UiProvider';
