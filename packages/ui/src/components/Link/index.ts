export { Link, type LinkProps } from './Link';
export { ExternalLink, type ExternalLinkProps } from './ExternalLink';
export { link as linkStyle } from './Link.css';
export { PlainLink, type PlainLinkProps } from './PlainLink';
