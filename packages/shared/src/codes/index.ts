export * from './status.ts';
export * from './catalogue.ts';
export * from './catalogue-rules.ts';
export * from './messages.ts';
