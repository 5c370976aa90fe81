declare module '../../db/schema.js' {
  interface Database {
    alpha_rows: { id: number };
  }
}
