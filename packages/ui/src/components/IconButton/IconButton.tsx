import { Button, type ButtonProps } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/icons';
import { square } from './IconButton.css';

export type IconButtonProps = Omit<ButtonProps, 'children'> & {
  icon: IconName;
  /** Accessible name (required: the button shows no text). */
  label: string;
  flipInRtl?: boolean;
};

/** A square button with only an icon; `label` becomes its accessible name. */
export function IconButton({ icon, label, flipInRtl, className, variant = 'ghost', size, ...rest }: IconButtonProps) {
  const px = size === 'sm' ? 16 : size === 'lg' ? 24 : 20;
  return (
    <Button {...rest} variant={variant} size={size} aria-label={label} className={[square, className].filter(Boolean).join(' ')}>
      <Icon name={icon} size={px} flipInRtl={flipInRtl} />
    </Button>
  );
}
