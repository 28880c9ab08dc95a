// TextField uses the shared field styles (../Field/Field.css.ts); this file keeps the folder layout uniform.
export {};
