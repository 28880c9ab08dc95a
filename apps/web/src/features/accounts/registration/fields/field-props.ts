import type { RegistrationFieldSchema } from '@casino/domain/registration';

/** What every field view gets: its schema entry, translated label and the error text to show (if any). */
export interface FieldViewProps {
  readonly field: RegistrationFieldSchema;
  readonly label: string;
  readonly error: string | undefined;
}
