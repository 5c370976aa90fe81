/** One chip of a ChipTabs row: `id` keys it (and names it in tests as `<testIdPrefix>-<id>`). */
export interface ChipTab<T> {
  id: string;
  value: T;
  label: string;
}

interface ChipTabsProps<T> {
  /** What the row picks, for screen readers. */
  label: string;
  tabs: readonly ChipTab<T>[];
  selected: T;
  onSelect: (value: T) => void;
  className?: string;
  testIdPrefix?: string;
}

/** A scrolling row of chips that picks one value (families, statuses, games, positions). */
export const ChipTabs = <T,>({
  label,
  tabs,
  selected,
  onSelect,
  className,
  testIdPrefix,
}: ChipTabsProps<T>) => (
  <div
    className={className ? `lott-chips ${className}` : 'lott-chips'}
    role="tablist"
    aria-label={label}
  >
    {tabs.map((tab) => (
      <button
        key={tab.id}
        type="button"
        role="tab"
        className="lott-chip"
        aria-selected={tab.value === selected}
        onClick={() => onSelect(tab.value)}
        data-testid={testIdPrefix ? `${testIdPrefix}-${tab.id}` : undefined}
      >
        {tab.label}
      </button>
    ))}
  </div>
);
