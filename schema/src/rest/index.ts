export * from './common.ts';
export * from './reference.ts';
export * from './people.ts';
export * from './members.ts';
export * from './campaigns.ts';
export * from './approvals.ts';
export * from './member-record.ts';
export * from './routes.ts';
