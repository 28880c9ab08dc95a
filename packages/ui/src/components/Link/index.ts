export { Link, type LinkProps } from './Link';
export { ExternalLink, type ExternalLinkProps } from './ExternalLink';
