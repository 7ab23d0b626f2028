export * from './business.ts';
