import { useId } from 'react';
import { Icon } from '../../../ui/icons/icons';
import { Modal } from '../../../ui/modal/modal';
import type { SortOption } from '../constants';
import { useDropdown } from '../hooks/use-dropdown';
import { LISTING_MESSAGES } from '../messages';

interface SortControlProps {
  options: SortOption[];
  current: SortOption;
  onSelect: (id: string) => void;
  /** Small screens: the options are a list in a sheet rather than a dropdown. */
  compact: boolean;
}

function SortOptions({ options, current, onSelect }: Omit<SortControlProps, 'compact'>) {
  return (
    <ul className="sort-control__options">
      {options.map((option) => (
        <li key={option.id}>
          <button
            type="button"
            className="sort-control__option"
            aria-pressed={option.id === current.id}
            onClick={() => onSelect(option.id)}
          >
            {option.label}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** Sorting: a dropdown on desktop, a list on phones (SPEC 2.4). */
export function SortControl({ options, current, onSelect, compact }: SortControlProps) {
  const { open, toggle, close, container, trigger } = useDropdown(compact);
  const popupId = useId();
  const choose = (id: string) => {
    close();
    onSelect(id);
  };
  return (
    <div className="sort-control" ref={container}>
      <button
        ref={trigger}
        type="button"
        className="sort-control__button"
        aria-expanded={open}
        aria-controls={open && !compact ? popupId : undefined}
        onClick={toggle}
      >
        {compact ? LISTING_MESSAGES.sort : `${LISTING_MESSAGES.sortBy}: ${current.label}`}
        <Icon name="chevronDown" size={16} />
      </button>
      {open && !compact ? (
        <div className="sort-control__dropdown" id={popupId}>
          <SortOptions options={options} current={current} onSelect={choose} />
        </div>
      ) : null}
      {compact ? (
        <Modal open={open} title={LISTING_MESSAGES.sortBy} onClose={close}>
          <SortOptions options={options} current={current} onSelect={choose} />
        </Modal>
      ) : null}
    </div>
  );
}
