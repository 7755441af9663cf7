import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';

// A console list's filters (the row above its table): each names itself for screen readers by its label.

/**
 * A choice filter. `optionValue="value"`: without it PrimeReact takes an option whose value is '' (全部…) for
 * the whole option object, matches nothing and shows an empty box.
 */
export function FilterSelect<V extends string>({
  label,
  value,
  options,
  onChange,
  placeholder,
  filter,
}: {
  label: string;
  value: V;
  /** The screen's own options, so a picked value is one of V. */
  options: ReadonlyArray<{ label: string; value: string }>;
  onChange: (value: V) => void;
  placeholder?: string;
  /** A search box in the list, for long lists. */
  filter?: boolean;
}) {
  return (
    <Dropdown
      value={value}
      options={[...options]}
      optionValue="value"
      onChange={(e) => onChange(e.value as V)}
      placeholder={placeholder}
      filter={filter}
      aria-label={label}
    />
  );
}

/** A text filter; the screen trims what it sends. */
export function FilterText({
  label,
  value,
  onChange,
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
}) {
  return <InputText value={value} onChange={(e) => onChange(e.target.value)} placeholder={placeholder} aria-label={label} />;
}
