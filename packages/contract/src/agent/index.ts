export * as agentEndpoints from './endpoints.js';
export * from './errors.js';
export * from './kinds.js';
export * as adminRedRainEndpoints from './redrain.admin.js';
export * from './redrain.admin.js';
export * as redRainEndpoints from './redrain.endpoints.js';
export * from './redrain.errors.js';
export * from './redrain.schemas.js';
export * from './schemas.js';
