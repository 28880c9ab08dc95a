// PasswordField uses the shared field styles (../Field/Field.css.ts).
export {};
