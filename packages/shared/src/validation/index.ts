export * from './limits.ts';
export * from './messages.ts';
export * from './dni.ts';
export * from './iban.ts';
export * from './cif.ts';
export * from './email.ts';
export * from './schemas.ts';
export * from './to-field-errors.ts';
