import { alphaCount } from '../alpha/index.js';

declare const db: { selectFrom(table: string): unknown };

export const betaName = () => `beta${alphaCount()}`;
export const peek = () => db.selectFrom('alpha_rows');
