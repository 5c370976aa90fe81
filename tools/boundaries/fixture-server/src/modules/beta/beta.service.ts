import { alphaCount } from '../alpha/index.js';
import { leakedPosting as postTransaction } from '../wallet/index.js';

declare const db: { selectFrom(table: string): unknown };

export const betaName = () => `beta${alphaCount()}`;
export const peek = () => db.selectFrom('alpha_rows');
export const payAround = () => postTransaction([-1, 1]);
