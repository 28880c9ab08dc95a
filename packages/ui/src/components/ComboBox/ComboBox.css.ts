// ComboBox's styles live in ../Select/listbox.css.ts and ../Field/Field.css.ts.
export {};
