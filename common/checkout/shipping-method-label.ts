// A shipping method as a shopper reads it. Magento names one by two titles, the carrier's and the method's,
// and shops often repeat one in the other ("Standard Delivery" / "Standard"): written together as Magento
// does, that reads "Standard Delivery - Standard". Pure: the order e-mail (server) names the method by it too.

/** The carrier's title, with the method's only when it says something the carrier's does not. */
export function shippingMethodLabel(
  carrierTitle: string | null | undefined,
  methodTitle?: string | null,
): string {
  const carrier = (carrierTitle ?? '').trim();
  const method = (methodTitle ?? '').trim();
  const within = (outer: string, inner: string) => outer.toLowerCase().includes(inner.toLowerCase());
  if (!method || within(carrier, method)) return carrier || method;
  if (!carrier || within(method, carrier)) return method;
  return `${carrier} – ${method}`;
}

/**
 * The same for a placed order, whose method Magento answers as `carrier` (the carrier's title) and
 * `shipping_method` (its description, "{carrier title} - {method title}").
 */
export function orderShippingMethodLabel(carrier: string | null, description: string | null): string {
  const prefix = `${carrier ?? ''} - `;
  if (carrier && description?.startsWith(prefix))
    return shippingMethodLabel(carrier, description.slice(prefix.length));
  return shippingMethodLabel(carrier, carrier ? null : description);
}
