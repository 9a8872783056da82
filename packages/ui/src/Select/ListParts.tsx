import { ListBox, ListBoxItem, Popover } from 'react-aria-components';
import { check, empty as emptyClass, listBox, option, popover } from './Select.css';

/** An option of Select, ComboBox and MultiSelect. */
export interface SelectItem {
  id: string | number;
  label: string;
  /** Shown but not choosable. */
  isDisabled?: boolean;
}

export function Chevron({ className }: { className: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
      <path d="M6 9l6 6 6-6" />
    </svg>
  );
}

/**
 * The popover list shared by Select, ComboBox and MultiSelect. Select passes its `items`; a ComboBox
 * gives the list its (filtered) items itself.
 */
export function OptionsPopover({ items, emptyMessage }: { items?: readonly SelectItem[]; emptyMessage?: string }) {
  return (
    <Popover className={popover} offset={4}>
      <ListBox<SelectItem>
        className={listBox}
        {...(items ? { items } : {})}
        renderEmptyState={emptyMessage ? () => <div className={emptyClass}>{emptyMessage}</div> : undefined}
      >
        {(item) => (
          <ListBoxItem id={item.id} textValue={item.label} className={option} isDisabled={item.isDisabled}>
            {({ isSelected }) => (
              <>
                <svg className={check} viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true" focusable="false">
                  {isSelected ? <path d="M3 8.5l3.2 3L13 4.5" /> : null}
                </svg>
                <span>{item.label}</span>
              </>
            )}
          </ListBoxItem>
        )}
      </ListBox>
    </Popover>
  );
}
