import { Table, type TableProps } from 'antd';
import { useState } from 'react';
import { QueryState } from './QueryState';

/** What the table needs of a query: whether it waits, how it failed, how to ask again. */
export interface QueryLike {
  isPending: boolean;
  error: Error | null;
  refetch: () => unknown;
}

/** One page of a list as the server pages it: `pageNo` asked, `totalCount` in all. */
export interface Paging {
  pageNo: number;
  pageSize: number;
  setPageNo: (pageNo: number) => void;
}

/** The page a list shows, from 1; `reset` goes back to the first when its filter changes. */
export const usePaging = (pageSize: number): Paging & { reset: () => void } => {
  const [pageNo, setPageNo] = useState(1);
  return { pageNo, pageSize, setPageNo, reset: () => setPageNo(1) };
};

/** The query's `pageNo` and `pageSize`, as every paged admin endpoint takes them. */
export const pageQueryOf = (paging: Paging) => ({
  pageNo: paging.pageNo,
  pageSize: paging.pageSize,
});

type Props<T> = Omit<TableProps<T>, 'dataSource' | 'pagination' | 'loading'> & {
  query: QueryLike;
  rows: readonly T[] | undefined;
  /** Shown when the list is empty. */
  empty: string;
  /**
   * Paged by the server (with the answer's `totalCount`); a number pages a whole list in the
   * browser; nothing shows every row.
   */
  paging?: (Paging & { total: number | undefined }) | number;
};

/**
 * The back office's one list: loading, error with a retry, empty text, then the rows with the
 * pager, in dense rows. A list with many wide columns passes `scroll={{ x: 'max-content' }}` to
 * scroll sideways inside its card rather than overflow the page.
 */
export const PagedTable = <T extends object>(props: Props<T>) => {
  const { query, rows, empty, paging, ...table } = props;
  const pagination =
    paging === undefined
      ? false
      : typeof paging === 'number'
        ? { pageSize: paging, showSizeChanger: false }
        : {
            current: paging.pageNo,
            pageSize: paging.pageSize,
            total: paging.total ?? 0,
            onChange: paging.setPageNo,
            showSizeChanger: false,
          };
  return (
    <QueryState loading={query.isPending} error={query.error} retry={() => void query.refetch()}>
      <Table<T>
        size="small"
        {...table}
        dataSource={rows as T[] | undefined}
        locale={{ emptyText: empty }}
        pagination={pagination}
      />
    </QueryState>
  );
};
