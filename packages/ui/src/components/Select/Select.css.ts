// Select's styles live in ./listbox.css.ts (shared with ComboBox) and ../Field/Field.css.ts.
export {};
