/** The strip's box while its list or code loads: the same height, so nothing shifts. */
export const HotMatchPlaceholder = () => (
  <div className="hot-matches hot-matches--placeholder" aria-hidden="true" />
);
