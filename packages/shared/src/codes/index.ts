export * from './status.ts';
export * from './catalogue.ts';
export * from './messages.ts';
