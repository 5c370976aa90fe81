import './agent-tree.css';

export { AgentTreePage } from './AgentTreePage';
