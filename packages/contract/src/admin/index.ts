export * from './agent-tree.errors.js';
export * as adminAgentTreeEndpoints from './agent-tree.js';
export * as adminDepositEndpoints from './deposits.js';
export * from './endpoint.js';
export * as adminEndpoints from './endpoints.js';
export * from './errors.js';
export * from './permissions.js';
export * from './schemas.js';
export * as adminWithdrawalEndpoints from './withdrawals.js';
