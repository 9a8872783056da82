import { useState, type ReactNode } from 'react';
import { Button as RACButton } from 'react-aria-components';
import { Avatar } from '../Avatar/Avatar';
import { Button, type ButtonVariant } from '../Button/Button';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog';
import { useConfirmedRun } from '../ConfirmDialog/useConfirmedRun';
import { ImageZoom } from '../ImageZoom/ImageZoom';
import { Switch } from '../Switch/Switch';
import { Tooltip } from '../Tooltip/Tooltip';
import type { DataTableColumn } from './DataTable';
import { DATA_TABLE_TEXTS as T } from './texts';
import * as s from './DataTable.css';

/**
 * Column factories for the cells every admin screen repeats, so that a screen lists its columns in a
 * few lines. Each returns a TanStack column definition for DataTable's `columns`.
 */

// ---------------------------------------------------------------------------------------------------
// Status: an Active/Inactive switch

export interface StatusColumnOptions<TRow> {
  id?: string;
  header?: string;
  isActive: (row: TRow) => boolean;
  /** The user flipped the switch; update the row (the switch shows `isActive`). */
  onChange: (row: TRow, isActive: boolean) => void;
  isDisabled?: (row: TRow) => boolean;
}

/** An Active/Inactive switch per row (locations, rooms, features); sorts inactive rows first. */
export function statusColumn<TRow>({
  id = 'status',
  header = T.status,
  isActive,
  onChange,
  isDisabled,
}: StatusColumnOptions<TRow>): DataTableColumn<TRow> {
  return {
    id,
    header,
    accessorFn: (row) => isActive(row),
    sortingFn: 'basic',
    cell: ({ row }) => (
      <Switch
        isSelected={isActive(row.original)}
        onChange={(on) => onChange(row.original, on)}
        offLabel={T.inactive}
        isDisabled={isDisabled?.(row.original) ?? false}
      >
        {T.active}
      </Switch>
    ),
  };
}

// ---------------------------------------------------------------------------------------------------
// Actions: Edit and Delete, each possibly disabled with a reason

/** Why an action is not available on a row (shown in a tooltip), or nothing when it is. */
type DisabledReason<TRow> = (row: TRow) => string | null | undefined;

export interface EditAction<TRow> {
  onPress: (row: TRow) => void;
  /** The button's text. @default 'Edit' */
  label?: string;
  disabledReason?: DisabledReason<TRow>;
}

export interface DeleteAction<TRow> {
  /** The confirmation text, e.g. `(user) => USER_MESSAGES.confirmDelete(user.firstName, user.lastName)`. */
  confirmMessage: (row: TRow) => string;
  confirmTitle?: string;
  /** The button's text and the confirming button's (a company application's 'Decline'). @default 'Delete' */
  label?: string;
  /** Runs after the user confirms; the dialog stays open, pending, until it settles. */
  onConfirm: (row: TRow) => void | Promise<unknown>;
  disabledReason?: DisabledReason<TRow>;
}

export interface ActionsColumnOptions<TRow> {
  id?: string;
  header?: string;
  /** Adds the row's name to the buttons' accessible names ('Edit Ida Holm'); the visible text stays 'Edit'. */
  getRowLabel?: (row: TRow) => string;
  edit?: EditAction<TRow>;
  delete?: DeleteAction<TRow>;
}

function ActionButton({
  children,
  rowLabel,
  reason,
  variant,
  onPress,
}: {
  children: ReactNode;
  rowLabel: string | undefined;
  reason: string | null | undefined;
  variant: ButtonVariant;
  onPress: () => void;
}) {
  // The row's name is visually hidden text rather than an aria-label, so that the name also reaches the
  // focusable stand-in that Tooltip wraps around a disabled button.
  const button = (
    <Button variant={variant} className={s.compactButton} isDisabled={Boolean(reason)} onPress={onPress}>
      {children}
      {rowLabel ? <span className={s.hidden}> {rowLabel}</span> : null}
    </Button>
  );
  return reason ? <Tooltip content={reason}>{button}</Tooltip> : button;
}

function RowActions<TRow>({ row, options }: { row: TRow; options: ActionsColumnOptions<TRow> }) {
  const rowLabel = options.getRowLabel?.(row);
  const { edit, delete: remove } = options;
  const { isConfirming: isConfirmOpen, setConfirming: setConfirmOpen, isPending, confirm } = useConfirmedRun(async () => remove?.onConfirm(row));

  return (
    <div className={s.actionsCell}>
      {edit ? (
        <ActionButton variant="secondary" rowLabel={rowLabel} reason={edit.disabledReason?.(row)} onPress={() => edit.onPress(row)}>
          {edit.label ?? T.edit}
        </ActionButton>
      ) : null}
      {remove ? (
        <>
          <ActionButton variant="dangerOutline" rowLabel={rowLabel} reason={remove.disabledReason?.(row)} onPress={() => setConfirmOpen(true)}>
            {remove.label ?? T.delete}
          </ActionButton>
          <ConfirmDialog
            isOpen={isConfirmOpen}
            onOpenChange={setConfirmOpen}
            title={remove.confirmTitle}
            message={remove.confirmMessage(row)}
            confirmLabel={remove.label ?? T.delete}
            tone="danger"
            isPending={isPending}
            onConfirm={() => void confirm()}
          />
        </>
      ) : null}
    </div>
  );
}

/**
 * Edit and Delete buttons. Delete asks for confirmation first. Either can be disabled per row with a
 * reason, which a tooltip shows on hover and on keyboard focus (e.g. the users table's rules from the
 * domain's `userRowActions`).
 */
export function actionsColumn<TRow>(options: ActionsColumnOptions<TRow>): DataTableColumn<TRow> {
  return {
    id: options.id ?? 'actions',
    header: options.header ?? T.actions,
    enableSorting: false,
    cell: ({ row }) => <RowActions row={row.original} options={options} />,
  };
}

// ---------------------------------------------------------------------------------------------------
// Image: a thumbnail that enlarges, or the first letter of a name

export interface ImageColumnOptions<TRow> {
  id?: string;
  header?: string;
  getSrc: (row: TRow) => string | null | undefined;
  /** The image's text alternative, e.g. the room's or the user's name. */
  getAlt: (row: TRow) => string;
  /** With a name, a row without an image shows an Avatar (the name's first letter) instead of 'No image'. */
  getName?: (row: TRow) => string;
  /** Thumbnail size in px (ImageZoom's `size`). */
  size?: number;
}

/** An image cell: ImageZoom (press to enlarge), an Avatar for a person without a picture, or 'No image'. */
export function imageColumn<TRow>({
  id = 'image',
  header = T.image,
  getSrc,
  getAlt,
  getName,
  size = 48,
}: ImageColumnOptions<TRow>): DataTableColumn<TRow> {
  return {
    id,
    header,
    enableSorting: false,
    cell: ({ row }) => {
      const src = getSrc(row.original);
      if (src) return <ImageZoom src={src} alt={getAlt(row.original)} size={size} />;
      // The first letter takes the picture's place at the picture's size, so that every row is as tall.
      if (getName) return <Avatar name={getName(row.original)} src={null} size={size > 32 ? 'medium' : 'small'} />;
      return (
        <span className={s.noImage}>
          <span aria-hidden="true">—</span>
          <span className={s.hidden}>{T.noImage}</span>
        </span>
      );
    },
  };
}

// ---------------------------------------------------------------------------------------------------
// Secret: a masked value with a reveal toggle per cell

/** The mask has a fixed length, so it does not tell how long the secret is. */
export const SECRET_MASK = '••••••';

function SecretCell({ value }: { value: string }) {
  const [isShown, setShown] = useState(false);
  return (
    <span className={s.secret}>
      {isShown ? (
        <span className={s.secretValue}>{value}</span>
      ) : (
        <span className={s.secretValue}>
          <span aria-hidden="true">{SECRET_MASK}</span>
          <span className={s.hidden}>{T.secretHidden}</span>
        </span>
      )}
      <RACButton className={s.iconButton} aria-label={isShown ? T.hidePassword : T.showPassword} onPress={() => setShown(!isShown)}>
        <svg className={s.icon} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
          <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
          <circle cx="12" cy="12" r="3" />
          {isShown ? <path d="M4 4l16 16" /> : null}
        </svg>
      </RACButton>
    </span>
  );
}

export interface SecretColumnOptions<TRow> {
  id: string;
  header: string;
  getSecret: (row: TRow) => string;
}

/** A password (canteens, receptions) shown as '••••••' until the user presses 'Show password' in its cell. */
export function secretColumn<TRow>({ id, header, getSecret }: SecretColumnOptions<TRow>): DataTableColumn<TRow> {
  return {
    id,
    header,
    enableSorting: false,
    cell: ({ row }) => <SecretCell value={getSecret(row.original)} />,
  };
}
