/**
 * Agents' contracts: daily salary, dividend and hourly salary, offered by an upline (the
 * operator for a top agent) to a direct sub-agent, and the leased jobs that run and pay each
 * period once. Only this module reads or writes agent_contracts and agent_contract_runs.
 */

export { contractAdminRoutes } from './contracts.admin.js';
export { dailySalaryJob, dividendJob, hourlySalaryJob, runContracts } from './contracts.job.js';
export { contractRoutes } from './contracts.routes.js';
export { decideContract, hasContractOf, writeOffer } from './contracts.service.js';
