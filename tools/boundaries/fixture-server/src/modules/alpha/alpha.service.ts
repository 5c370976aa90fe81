import { betaName } from '../beta/beta.service.js';

export const alphaCount = () => betaName().length;
