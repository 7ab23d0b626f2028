export * from './codes/index.ts';
export * from './validation/index.ts';
export * from './constants/index.ts';
export * from './i18n/language.ts';
export * from './brands/index.ts';
export * from './contract/index.ts';
export * from './i18n/interpolate.ts';
export * from './text/fold.ts';
