export { SystemPage, type SystemPageProps } from './SystemPage';
