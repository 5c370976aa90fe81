import { useEffect, useState } from 'react';
import { useTranslation } from '../../../shared/i18n';
import { CloseIcon } from '../../../shared/ui/icons';
import { FilterIcon, SearchIcon } from './icons';

interface SearchBarProps {
  /** The search in the URL. */
  value: string;
  placeholder: string;
  onSearch: (text: string) => void;
  onOpenFilter: () => void;
  filterActive: boolean;
}

/** Name search (Enter searches, the cross clears) and the filter panel's button. */
export const SearchBar = ({
  value,
  placeholder,
  onSearch,
  onOpenFilter,
  filterActive,
}: SearchBarProps) => {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  return (
    <div className="lobby-search">
      <form
        className="lobby-search__form"
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(text);
        }}
      >
        <SearchIcon className="lobby-search__icon" />
        <input
          className="lobby-search__input"
          data-testid="game-search"
          type="search"
          enterKeyHint="search"
          maxLength={50}
          value={text}
          placeholder={placeholder}
          aria-label={placeholder}
          onChange={(event) => setText(event.target.value)}
        />
        {text !== '' && (
          <button
            type="button"
            className="lobby-search__clear"
            data-testid="game-search-clear"
            aria-label={t('games.clearSearch')}
            onClick={() => {
              setText('');
              if (value !== '') onSearch('');
            }}
          >
            <CloseIcon size={14} />
          </button>
        )}
      </form>
      <button
        type="button"
        className={`lobby-search__filter${filterActive ? ' lobby-search__filter--on' : ''}`}
        data-testid="open-filter"
        aria-label={t('games.filter')}
        onClick={onOpenFilter}
      >
        <FilterIcon />
      </button>
    </div>
  );
};
