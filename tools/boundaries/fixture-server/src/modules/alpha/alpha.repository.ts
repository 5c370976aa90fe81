declare const db: { selectFrom(table: string): unknown };

export const alphaRows = () => db.selectFrom('alpha_rows');
export type AlphaRow = { id: number };
