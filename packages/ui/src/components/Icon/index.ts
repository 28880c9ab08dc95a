export { Icon, type IconProps } from './Icon';
export { IconSprite } from './IconSprite';
export { iconNames, iconPaths, type IconName } from './icons';
