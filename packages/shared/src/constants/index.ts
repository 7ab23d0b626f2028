export * from './business.ts';
export * from './candidacy-states.ts';
export * from './internship-rules.ts';
export * from './agreement-states.ts';
