export { AgentTreePage } from './AgentTreePage';
