export { type AlphaRow, alphaRows } from './alpha.repository.js';
export { alphaCount } from './alpha.service.js';
