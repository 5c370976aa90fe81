export { alphaCount } from './alpha.service.js';
