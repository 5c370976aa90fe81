import type { Selectable } from 'kysely';

/** Pictures operators uploaded (migration 0052), named by a hash of their bytes. */
export interface ContentImagesTable {
  name: string;
  mime: string;
  bytes: Uint8Array;
  width: number;
  height: number;
  merchant_id: number;
  operator_id: number;
  created_at: number;
}

export type ContentImageRow = Selectable<ContentImagesTable>;

declare module '../../db/schema.js' {
  interface Database {
    content_images: ContentImagesTable;
  }
}
