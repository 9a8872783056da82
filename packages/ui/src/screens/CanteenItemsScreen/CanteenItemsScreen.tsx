import { byPosition } from '@roombook/domain/canteens/rules/by-position';
import { CanteenItemFormSchema, type CanteenItem, type CanteenItemBody } from '@roombook/domain/canteens/item-schemas';
import { parseDkk, toDkkInput } from '@roombook/domain/money/index';
import { CANTEEN_ITEMS_PAGE, CANTEEN_ITEM_MESSAGES } from '@roombook/domain/canteens/page';
import type { DataTableColumn } from '../../DataTable/DataTable';
import { MoneyField } from '../../MoneyField/MoneyField';
import { NumberField } from '../../NumberField/NumberField';
import { RateText } from '../MeetingRoomsScreen/MeetingRoomsScreen';
import { AdminTable, NameField } from '../shared/AdminTableScreen';

export const CANTEEN_ITEMS_TEXTS = {
  heading: CANTEEN_ITEMS_PAGE.label,
  table: 'Canteen items',
  loading: 'Loading canteen items',
  empty: 'No canteen items yet',
  add: 'Add new canteen item',
  edit: 'Edit canteen item',
  position: 'Position',
  name: 'Name',
  price: 'Price',
  positionHelp: 'Items are listed by position, lowest first',
} as const;

export interface CanteenItemsScreenProps {
  /** GET /api/item/; the table sorts them by position. */
  items: CanteenItem[];
  isLoading?: boolean;
  /** The server's message when the list could not be loaded. */
  error?: string | null;
  /** 'Add new canteen item' saved (the price in øre without tax); a rejection keeps the dialog open with its message. */
  onCreateItem: (body: CanteenItemBody) => Promise<unknown>;
  /** 'Edit canteen item' saved. */
  onUpdateItem: (item: CanteenItem, body: CanteenItemBody) => Promise<unknown>;
  /** A row's Delete, confirmed (the question names the item). */
  onDeleteItem: (item: CanteenItem) => Promise<unknown>;
}

/** The form's values as its fields hold them; CanteenItemFormSchema makes the body of them (the DKK text → øre). */
interface ItemFormValues extends Record<string, unknown> {
  name: string;
  price: string;
  position: number | null;
}

const formOf = (item: CanteenItem | null): ItemFormValues => ({
  name: item?.name ?? '',
  price: item ? toDkkInput(item.price) : '',
  position: item?.position ?? null,
});

const ITEM_COLUMNS: DataTableColumn<CanteenItem>[] = [
  // The domain's order: items sharing a position by name, as the list and the kiosk show them.
  { accessorKey: 'position', header: CANTEEN_ITEMS_TEXTS.position, sortingFn: (a, b) => byPosition(a.original, b.original), meta: { align: 'end' } },
  { accessorKey: 'name', header: CANTEEN_ITEMS_TEXTS.name },
  // Without tax, as every price of §1, with the price the canteen charges beside it.
  { accessorKey: 'price', header: CANTEEN_ITEMS_TEXTS.price, cell: ({ row }) => <RateText ore={row.original.price} />, meta: { align: 'end' } },
];

const BY_POSITION = { id: 'position' } as const;

/**
 * Manage canteen items (§2 "Manage Canteen Items"): the items sorted by position, with their name and price
 * ('x DKK (y with tax)': the price is stored without tax, in øre), Edit and Delete (the question names the
 * item); 'Add new canteen item'. The dialog checks name, price and position with the domain's
 * CanteenItemFormSchema (the price typed in DKK, '18,50' or '18.50'); the server's refusal shows in it.
 */
export function CanteenItemsScreen({ items, isLoading = false, error = null, onCreateItem, onUpdateItem, onDeleteItem }: CanteenItemsScreenProps) {
  return (
    <AdminTable
      texts={CANTEEN_ITEMS_TEXTS}
      rows={items}
      columns={ITEM_COLUMNS}
      initialSort={BY_POSITION}
      isLoading={isLoading}
      error={error}
      onDelete={onDeleteItem}
      deleteMessage={(item) => CANTEEN_ITEM_MESSAGES.confirmDelete(item.name)}
      form={{
        schema: CanteenItemFormSchema,
        valuesOf: formOf,
        onSave: (body: CanteenItemBody, item) => (item ? onUpdateItem(item, body) : onCreateItem(body)),
        fields: (fields) => (
          <>
            <NameField label={CANTEEN_ITEMS_TEXTS.name} fields={fields} />
            <MoneyField
              label={CANTEEN_ITEMS_TEXTS.price}
              name="price"
              value={parseDkk(fields.values.price)}
              onTextChange={(text) => fields.set('price', text)}
              errorMessage={fields.errors.price}
              isRequired
            />
            <NumberField
              label={CANTEEN_ITEMS_TEXTS.position}
              name="position"
              description={CANTEEN_ITEMS_TEXTS.positionHelp}
              value={fields.values.position}
              onChange={(position) => fields.set('position', position)}
              errorMessage={fields.errors.position}
              minValue={0}
              isRequired
            />
          </>
        ),
      }}
    />
  );
}
