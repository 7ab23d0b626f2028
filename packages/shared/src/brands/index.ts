export * from './brand-config.ts';
export { brands, DEFAULT_BRAND_ID } from './brands.ts';
