export * from './shared/index';
export * from './validation/index';
export * from './format/index';
export * from './ports/index';
