/** A dictionary's shape with every text widened to string, for the other languages to fill. */
export type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
