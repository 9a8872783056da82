import { z } from 'zod';
import { NAME_MAX } from '../constants';
import { VALIDATION } from '../messages';
import { countField, dkkToOreField, oreAmount, oreField, requiredText } from '../common/fields';
import { toDkkInput } from '../money/dkk-text';

const itemFields = {
  name: requiredText(VALIDATION.required, { max: NAME_MAX }),
  /** Sort order in lists and on the canteen tablet (ascending). */
  position: countField(),
};

/**
 * The canteen item form (§5: name, price, position required). The price is typed in DKK; the output
 * carries it as integer øre, so the output is the API body.
 */
export const CanteenItemFormSchema = z.object({ ...itemFields, price: dkkToOreField() });
export type CanteenItemFormInput = z.input<typeof CanteenItemFormSchema>;

/**
 * An item body as the item form sends it (the inverse of CanteenItemFormSchema): the price as DKK text
 * ('18,50'), so that a form post parsed with CanteenItemFormSchema gives the same body back.
 */
export const canteenItemFormFields = (body: CanteenItemBody) => ({ ...body, price: toDkkInput(body.price) });

/** Body of `POST /api/item/` and `PUT /api/item/{id}`. */
export const CanteenItemBody = z.object({
  ...itemFields,
  price: oreField('Price as charged at the canteen'),
});
export type CanteenItemBody = z.infer<typeof CanteenItemBody>;

/** A canteen item (§3). */
export const CanteenItem = z.object({
  id: z.number().int(),
  name: z.string(),
  price: oreAmount('Price as charged at the canteen'),
  position: z.number().int(),
});
export type CanteenItem = z.infer<typeof CanteenItem>;
