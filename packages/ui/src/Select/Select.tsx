import type { ReactNode } from 'react';
import { Button, Label, Select as RACSelect, SelectValue, type Key } from 'react-aria-components';
import { FieldHelp, toErrorList } from '../FieldError/FieldError';
import { field, label as labelClass } from '../TextField/TextField.css';
import { Chevron, OptionsPopover, type SelectItem } from './ListParts';
import { chevron, hiddenLabel, trigger, value as valueClass } from './Select.css';

export type { SelectItem } from './ListParts';

export interface SelectProps {
  label: string;
  /**
   * The label names the field for screen readers but is not shown, where the context says what the
   * field is (the calendar toolbar's views).
   */
  isLabelHidden?: boolean;
  /** A plain form post sends the chosen item's id under `name` (react-aria's hidden <select>). */
  name?: string;
  id?: string;
  items: readonly SelectItem[];
  /** The chosen item's id (controlled); null for none. */
  selectedKey?: string | number | null;
  defaultSelectedKey?: string | number | null;
  onSelectionChange?: (key: string | number | null) => void;
  /** One message or several; any non-empty message marks the field invalid and is shown under it. */
  errorMessage?: string | string[];
  isRequired?: boolean;
  isDisabled?: boolean;
  /**
   * Shown while nothing is chosen. @default 'Select an item', in English like every text of the product:
   * react-aria's own default follows the browser's language ('Vælg et element' in a Danish browser).
   */
  placeholder?: string;
  description?: ReactNode;
  /** Shown in the open list when `items` is empty. */
  emptyMessage?: string;
  onBlur?: () => void;
}

export const SELECT_PLACEHOLDER = 'Select an item';

const toKey = (key: Key | null): string | number | null => (key === null ? null : key);

/** A react-aria Select: a button that opens a list; type-ahead, arrow keys, Enter/Space and Escape. */
export function Select({
  label,
  isLabelHidden = false,
  items,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  errorMessage,
  description,
  placeholder,
  emptyMessage,
  onBlur,
  ...props
}: SelectProps) {
  const errors = toErrorList(errorMessage);
  return (
    <RACSelect<SelectItem>
      {...props}
      {...(selectedKey !== undefined ? { value: selectedKey } : {})}
      {...(defaultSelectedKey !== undefined ? { defaultValue: defaultSelectedKey } : {})}
      onChange={onSelectionChange ? (key) => onSelectionChange(toKey(key)) : undefined}
      onBlur={onBlur ? () => onBlur() : undefined}
      placeholder={placeholder ?? SELECT_PLACEHOLDER}
      allowsEmptyCollection={emptyMessage !== undefined}
      validationBehavior="aria"
      isInvalid={errors.length > 0}
      className={field}
    >
      <Label className={isLabelHidden ? hiddenLabel : labelClass}>{label}</Label>
      <Button className={trigger}>
        {/* The chosen item's text alone: its rendering in the list has the tick's room in front. */}
        <SelectValue<SelectItem> className={valueClass}>
          {({ isPlaceholder, selectedText, defaultChildren }) => (isPlaceholder ? defaultChildren : selectedText)}
        </SelectValue>
        <Chevron className={chevron} />
      </Button>
      <FieldHelp description={description} errors={errors} />
      <OptionsPopover items={items} emptyMessage={emptyMessage} />
    </RACSelect>
  );
}
