// the same entry of the polyfill that inversify imports and the app ships
import 'reflect-metadata/lite';
import '@testing-library/jest-dom/vitest';
