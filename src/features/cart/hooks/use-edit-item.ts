import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { GET_CART_ITEM_OPTIONS, type CartItemOptionsData } from '../api/cart-edit.graphql';
import { editItemBegun, editItemEnded } from '../cart-slice';
import { updateItemInCart } from '../cart-item-thunks';
import type { CartItemData } from '../cart-types';
import { CART_MESSAGES } from '../messages';

/**
 * The edit dialog of a configurable line: its options with the current choice, and saving a new choice the
 * way Magento allows it, by removing the line and adding the chosen variant again (SPEC 4.4, the slice's
 * updateItemInCart with replaceWith).
 */
export function useEditItem(line: CartItemData, onDone: () => void) {
  const dispatch = useAppDispatch();
  const { data, loading } = useQuery<CartItemOptionsData>(GET_CART_ITEM_OPTIONS, {
    variables: { sku: line.product.sku },
  });
  const product = data?.products?.items?.[0] ?? null;
  const options = product?.configurable_options ?? [];
  const current = Object.fromEntries(
    (line.configurable_options ?? []).map((option) => [option.option_label, option.value_label]),
  );
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const valueOf = (code: string, label: string) =>
    chosen[code] ??
    options.find((option) => option.attribute_code === code)?.values.find((v) => v.label === current[label])
      ?.uid ??
    '';
  const selection = options.map((option) => ({
    code: option.attribute_code,
    uid: valueOf(option.attribute_code, option.label),
  }));
  const variant = product?.variants?.find((candidate) =>
    selection.every(({ code, uid }) => candidate.attributes.some((a) => a.code === code && a.uid === uid)),
  );
  const unchanged = variant?.product?.sku === line.configured_variant?.sku;

  const save = async () => {
    if (!variant?.product || unchanged) return onDone();
    setSaving(true);
    setError(null);
    dispatch(editItemBegun(line.uid));
    const result = await dispatch(
      updateItemInCart({
        itemId: line.uid,
        quantity: line.quantity,
        replaceWith: { sku: variant.product.sku, parentSku: line.product.sku },
      }),
    );
    dispatch(editItemEnded());
    setSaving(false);
    if (updateItemInCart.rejected.match(result))
      setError(result.payload?.kind === 'user' ? result.payload.message : CART_MESSAGES.updateFailed);
    else onDone();
  };

  return {
    loading,
    options: options.map((option) => ({
      code: option.attribute_code,
      label: option.label,
      values: option.values,
      value: valueOf(option.attribute_code, option.label),
    })),
    choose: (code: string, uid: string) => setChosen((previous) => ({ ...previous, [code]: uid })),
    available: Boolean(variant?.product),
    saving,
    error,
    save,
  };
}
