export * from './define-call.ts';
export * from './session.ts';
export * from './public.ts';
export * from './envelope.ts';
