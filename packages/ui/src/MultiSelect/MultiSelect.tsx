import { useContext, useState, type ReactNode } from 'react';
import {
  Button,
  ComboBox as RACComboBox,
  ComboBoxStateContext,
  Group,
  Input,
  Label,
  Tag,
  TagGroup,
  TagList,
  useFilter,
  type Key,
} from 'react-aria-components';
import { FieldHelp, toErrorList } from '../FieldError/FieldError';
import { frame, frameButton, frameIcon, frameInput } from '../FieldError/controls.css';
import { Chevron, OptionsPopover, type SelectItem } from '../Select/ListParts';
import { field, label as labelClass } from '../TextField/TextField.css';
import { none, removeButton, removeIcon, root, tag, tagList, tagText } from './MultiSelect.css';

export type MultiSelectKey = string | number;

/** What the tag list says while nothing is chosen (our wording; the spec has none). */
export const NONE_SELECTED_TEXT = 'None selected';

export interface MultiSelectProps {
  label: string;
  /** A plain form post sends every chosen id under `name` (one hidden input each). */
  name?: string;
  id?: string;
  items: readonly SelectItem[];
  /** The chosen ids (controlled), in the order they were chosen. */
  selectedKeys?: readonly MultiSelectKey[];
  defaultSelectedKeys?: readonly MultiSelectKey[];
  onSelectionChange?: (keys: MultiSelectKey[]) => void;
  /** One message or several (e.g. 'Please select locations'); marks the field invalid. */
  errorMessage?: string | string[];
  isRequired?: boolean;
  isDisabled?: boolean;
  /** In the search input. @default 'Type to search' */
  placeholder?: string;
  description?: ReactNode;
  /** In the list when nothing (more) matches, e.g. 'No locations found'. */
  emptyMessage?: string;
  /** Where the tags go while nothing is chosen. @default 'None selected' */
  noneSelectedText?: string;
}

/**
 * Several choices from a list (a room's features, a company's locations). A filterable ComboBox adds an
 * item; the list stays open after a choice so that several can be added in a row (Escape or Tab closes
 * it). The chosen ones are react-aria tags below it, removed with their × button or, when the tag has
 * focus, with Delete or Backspace.
 */
export function MultiSelect({
  label,
  name,
  id,
  items,
  selectedKeys,
  defaultSelectedKeys,
  onSelectionChange,
  errorMessage,
  isRequired,
  isDisabled = false,
  placeholder = 'Type to search',
  description,
  emptyMessage,
  noneSelectedText = NONE_SELECTED_TEXT,
}: MultiSelectProps) {
  const [ownKeys, setOwnKeys] = useState<readonly MultiSelectKey[]>(defaultSelectedKeys ?? []);
  const [search, setSearch] = useState('');
  const chosenKeys = selectedKeys ?? ownKeys;
  const errors = toErrorList(errorMessage);

  const byKey = new Map(items.map((item) => [item.id, item]));
  const chosen = chosenKeys.flatMap((key) => {
    const item = byKey.get(key);
    return item ? [item] : [];
  });
  // The list offers what is not chosen yet, narrowed by the search text (case- and accent-insensitive).
  const { contains } = useFilter({ sensitivity: 'base' });
  const available = items.filter((item) => !chosenKeys.includes(item.id) && contains(item.label, search));

  const change = (next: MultiSelectKey[]) => {
    if (selectedKeys === undefined) setOwnKeys(next);
    onSelectionChange?.(next);
  };
  // react-aria reports null when the list is closed without a choice (Escape, leaving the field): the
  // unfinished search is dropped then, as it is after a choice.
  const add = (key: Key | null) => {
    setSearch('');
    if (key !== null && !chosenKeys.includes(key)) change([...chosenKeys, key]);
  };
  const remove = (keys: Set<Key>) => change(chosenKeys.filter((key) => !keys.has(key)));

  return (
    <div className={root}>
      <RACComboBox<SelectItem>
        id={id}
        items={available}
        value={null}
        onChange={add}
        inputValue={search}
        onInputChange={setSearch}
        allowsEmptyCollection={emptyMessage !== undefined}
        isRequired={isRequired}
        isDisabled={isDisabled}
        validationBehavior="aria"
        isInvalid={errors.length > 0}
        className={field}
      >
        <Label className={labelClass}>{label}</Label>
        <Group className={frame}>
          <SearchInput placeholder={placeholder} />
          <Button className={frameButton}>
            <Chevron className={frameIcon} />
          </Button>
        </Group>
        <FieldHelp description={description} errors={errors} />
        <OptionsPopover emptyMessage={emptyMessage} />
      </RACComboBox>
      <TagGroup aria-label={`Selected ${label}`} onRemove={isDisabled ? undefined : remove}>
        <TagList<SelectItem>
          className={tagList}
          items={chosen}
          renderEmptyState={() => <span className={none}>{noneSelectedText}</span>}
        >
          {(item) => (
            <Tag id={item.id} textValue={item.label} className={tag} isDisabled={isDisabled}>
              {({ allowsRemoving }) => (
                <>
                  <span className={tagText}>{item.label}</span>
                  {allowsRemoving && !isDisabled ? (
                    <Button slot="remove" className={removeButton}>
                      <svg className={removeIcon} viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
                        <path d="M4 4l8 8M12 4l-8 8" />
                      </svg>
                    </Button>
                  ) : null}
                </>
              )}
            </Tag>
          )}
        </TagList>
      </TagGroup>
      {name && !isDisabled
        ? chosenKeys.map((key) => <input key={String(key)} type="hidden" name={name} value={String(key)} />)
        : null}
    </div>
  );
}

/**
 * The search input of the ComboBox. react-aria opens a combo box's list on typing and on its button only;
 * a pointer press on the field opens it here too, where a person expects a picker to open. Focus from
 * the keyboard (Tab) still opens nothing.
 */
function SearchInput({ placeholder }: { placeholder: string }) {
  const state = useContext(ComboBoxStateContext);
  return (
    <Input
      className={frameInput}
      placeholder={placeholder}
      onClick={() => {
        if (state && !state.isOpen) state.open(null, 'manual');
      }}
    />
  );
}
