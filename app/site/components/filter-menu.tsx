export interface FilterOption {
  label: string;
  /** Where picking this option leads: the list with this option applied or, when already selected, reset. */
  to: string;
  selected: boolean;
}

interface FilterMenuProps {
  label: string;
  /** What the control shows while closed, e.g. "All" or "Nairobi". */
  value: string;
  options: FilterOption[];
}

/**
 * A drop-down of links: each option is a shareable URL, it works without
 * JavaScript, and picking the selected option again leads back to All. Plain links: visitors'
 * pages run no router in the browser (decision 036).
 */
export function FilterMenu({ label, value, options }: FilterMenuProps) {
  return (
    <details className="filter-menu">
      <summary className="filter-menu__summary">
        <span className="filter-menu__label">{label}</span>
        <span className="filter-menu__value">{value}</span>
      </summary>
      <ul className="filter-menu__options" aria-label={label}>
        {options.map((option) => (
          <li key={option.label}>
            <a
              href={option.to}
              className="filter-menu__option"
              aria-current={option.selected ? "true" : undefined}
            >
              {option.label}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
