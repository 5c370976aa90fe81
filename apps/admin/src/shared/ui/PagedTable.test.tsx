import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PagedTable, type QueryLike } from './PagedTable';

interface Row {
  id: number;
  name: string;
}
const columns = [{ title: 'Name', dataIndex: 'name' }];
const settled: QueryLike = { isPending: false, error: null, refetch: () => undefined };
const rows = (n: number, from = 1): Row[] =>
  Array.from({ length: n }, (_, i) => ({ id: from + i, name: `row ${from + i}` }));

describe('PagedTable', () => {
  it('shows that it loads while the first answer is on its way', () => {
    render(
      <PagedTable<Row>
        query={{ ...settled, isPending: true }}
        rows={undefined}
        empty="Nothing"
        columns={columns}
      />,
    );
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows a failure with the server’s words and asks again on retry', () => {
    const refetch = vi.fn();
    render(
      <PagedTable<Row>
        query={{ isPending: false, error: new Error('Your role may not do this.'), refetch }}
        rows={undefined}
        empty="Nothing"
        columns={columns}
      />,
    );
    expect(screen.getByText('Could not load this page.')).toBeTruthy();
    expect(screen.getByText('Your role may not do this.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('says so when the list is empty', () => {
    render(<PagedTable<Row> query={settled} rows={[]} empty="No deposits." columns={columns} />);
    expect(screen.getByText('No deposits.')).toBeTruthy();
  });

  it('pages as the server does: the page asked for, the total it counted, the next on a click', () => {
    const setPageNo = vi.fn();
    render(
      <PagedTable<Row>
        query={settled}
        rows={rows(20, 21)}
        paging={{ pageNo: 2, pageSize: 20, setPageNo, total: 45 }}
        empty="Nothing"
        rowKey="id"
        columns={columns}
      />,
    );
    // The server's page is shown as it came (rows 21-40), not cut again in the browser.
    expect(screen.getByText('row 21')).toBeTruthy();
    expect(screen.getByText('row 40')).toBeTruthy();
    const pager = screen.getByRole('list');
    expect(within(pager).getByTitle('3')).toBeTruthy();
    expect(within(pager).queryByTitle('4')).toBeNull();
    act(() => {
      fireEvent.click(within(pager).getByTitle('3'));
    });
    expect(setPageNo).toHaveBeenCalledWith(3, 20);
  });

  it('pages a whole list in the browser when given a page size', () => {
    render(
      <PagedTable<Row>
        query={settled}
        rows={rows(25)}
        paging={20}
        empty="Nothing"
        rowKey="id"
        columns={columns}
      />,
    );
    expect(screen.getByText('row 20')).toBeTruthy();
    expect(screen.queryByText('row 21')).toBeNull();
  });
});
