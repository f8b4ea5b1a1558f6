import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Icon } from '../../../ui/icons/icons';
import { useAppDispatch, useAppSelector } from '../../hooks';
import { executeSearch, selectSearchQuery } from '../../app-slice';

export function SearchBox({ autoFocus = false }: { autoFocus?: boolean }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const lastQuery = useAppSelector(selectSearchQuery);
  const [query, setQuery] = useState(lastQuery);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (query.trim()) void dispatch(executeSearch({ query, navigate }));
  };
  return (
    <form className="search-box" role="search" onSubmit={onSubmit}>
      <input
        className="search-box__input"
        type="search"
        name="query"
        aria-label="Search products"
        placeholder="Search products"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- only when the shopper opened search on purpose
        autoFocus={autoFocus}
      />
      <button className="search-box__submit" type="submit" aria-label="Search">
        <Icon name="search" size={20} />
      </button>
    </form>
  );
}
