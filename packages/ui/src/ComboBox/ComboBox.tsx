import type { ReactNode } from 'react';
import { Button, ComboBox as RACComboBox, Group, Input, Label, type Key } from 'react-aria-components';
import { FieldHelp, toErrorList } from '../FieldError/FieldError';
import { frame, frameButton, frameIcon, frameInput } from '../FieldError/controls.css';
import { Chevron, OptionsPopover, type SelectItem } from '../Select/ListParts';
import { field, label as labelClass } from '../TextField/TextField.css';

export interface ComboBoxProps {
  label: string;
  /** A plain form post sends the chosen item's id under `name`. */
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
  placeholder?: string;
  description?: ReactNode;
  /** Shown in the list when nothing matches what was typed (e.g. 'No locations found'). */
  emptyMessage?: string;
  onBlur?: () => void;
}

/**
 * A react-aria ComboBox: type to filter the list (case-insensitive "contains"), arrow keys to move,
 * Enter to choose, Escape to close; the button opens the whole list. Only listed items can be chosen.
 */
export function ComboBox({
  label,
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
}: ComboBoxProps) {
  const errors = toErrorList(errorMessage);
  return (
    <RACComboBox<SelectItem>
      {...props}
      defaultItems={items}
      {...(selectedKey !== undefined ? { value: selectedKey } : {})}
      {...(defaultSelectedKey !== undefined ? { defaultValue: defaultSelectedKey } : {})}
      onChange={onSelectionChange ? (key: Key | null) => onSelectionChange(key) : undefined}
      onBlur={onBlur ? () => onBlur() : undefined}
      formValue="key"
      allowsEmptyCollection={emptyMessage !== undefined}
      validationBehavior="aria"
      isInvalid={errors.length > 0}
      className={field}
    >
      <Label className={labelClass}>{label}</Label>
      <Group className={frame}>
        <Input className={frameInput} placeholder={placeholder} />
        <Button className={frameButton}>
          <Chevron className={frameIcon} />
        </Button>
      </Group>
      <FieldHelp description={description} errors={errors} />
      <OptionsPopover emptyMessage={emptyMessage} />
    </RACComboBox>
  );
}
