import { useEffect, useState } from 'react';
import { useHydrated } from '../../../shared/first-paint/hydrated';
import { PAINT_VIEWPORT } from '../../../shared/first-paint/viewport';
import { columnsFor } from '../model/paging';

const widthOf = (element: HTMLElement | null) => element?.clientWidth ?? window.innerWidth;

/** Tiles per row for the list's width, following resizes. */
export const useColumns = (element: HTMLElement | null) => {
  const measured = useHydrated();
  const [columns, setColumns] = useState(() =>
    columnsFor(measured ? widthOf(element) : PAINT_VIEWPORT.width),
  );
  useEffect(() => {
    const update = () => setColumns(columnsFor(widthOf(element)));
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [element]);
  return columns;
};
