import { useEffect, useState } from 'react';
import { columnsFor } from '../model/paging';

const widthOf = (element: HTMLElement | null) => element?.clientWidth ?? window.innerWidth;

/** Tiles per row for the list's width, following resizes. */
export const useColumns = (element: HTMLElement | null) => {
  const [columns, setColumns] = useState(() => columnsFor(widthOf(element)));
  useEffect(() => {
    const update = () => setColumns(columnsFor(widthOf(element)));
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [element]);
  return columns;
};
