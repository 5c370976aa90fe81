/** Row types of migration 0002 for encrypted bodies; they join `Database` below. */
export interface RequestNoncesTable {
  nonce: string;
  expires_at: number;
}

export interface ServerKeysTable {
  name: string;
  key_id: string;
  public_key: string;
  private_key: string;
  created_at: number;
}

declare module '../../db/schema.js' {
  interface Database {
    request_nonces: RequestNoncesTable;
    server_keys: ServerKeysTable;
  }
}
