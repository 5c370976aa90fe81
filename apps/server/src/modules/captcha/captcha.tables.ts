/** Row type of migration 0002 for captchas; it joins `Database` below. */
export interface CaptchasTable {
  id: string;
  code_hash: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

declare module '../../db/schema.js' {
  interface Database {
    captchas: CaptchasTable;
  }
}
