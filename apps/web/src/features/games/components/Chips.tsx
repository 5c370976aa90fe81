import { useId } from 'react';

export interface ChipOption {
  value: string;
  label: string;
}

interface ChipsProps {
  title: string;
  name: string;
  options: ChipOption[];
  selected: string;
  onChoose: (value: string) => void;
}

/** One choice of the filter panel as a titled group of toggle chips. */
export const Chips = ({ title, name, options, selected, onChoose }: ChipsProps) => {
  const id = useId();
  return (
    <section className="filter-panel__group" aria-labelledby={id} data-testid={`filter-${name}`}>
      <h3 className="filter-panel__title" id={id}>
        {title}
      </h3>
      <div className="filter-panel__chips">
        {options.map((option) => (
          <button
            key={option.value || 'all'}
            type="button"
            className="chip"
            data-value={option.value || 'all'}
            aria-pressed={option.value === selected}
            onClick={() => onChoose(option.value)}
          >
            {option.label}
          </button>
        ))}
      </div>
    </section>
  );
};
