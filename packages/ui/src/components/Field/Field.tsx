import type { ReactNode } from 'react';
import { FieldError, Label, Text } from 'react-aria-components';
import * as styles from './Field.css';

/** Shared props of every labelled form field. All texts come from the app (translated). */
export type FieldTextProps = {
  label?: ReactNode;
  description?: ReactNode;
  /** Error text shown when invalid; a function receives react-aria's validation result. */
  errorMessage?: ReactNode;
};

/** Label + children + description + error, in react-aria's slots. */
export function FieldParts({ label, description, errorMessage, children }: FieldTextProps & { children: ReactNode }) {
  return (
    <>
      {label != null && <Label className={styles.label}>{label}</Label>}
      {children}
      {description != null && <Text slot="description" className={styles.description}>{description}</Text>}
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </>
  );
}

export const cx = (...names: Array<string | false | null | undefined>) => names.filter(Boolean).join(' ');
