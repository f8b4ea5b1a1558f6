import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { usePageTitle } from '../../routing';
import { selectIsSignedIn } from '../../user';
import type { PlacedOrder } from '../api/order.graphql';
import { orderNumberOf } from '../checkout-api';
import { selectReceipt } from '../checkout-slice';
import { createAccountAfterOrder } from '../checkout-thunks';
import { CHECKOUT_MESSAGES as M } from '../page-messages';
import { usePlacedOrder } from './use-placed-order';

export interface OrderConfirmationView {
  /** Null when there is no order in this session (a reload, a direct visit). */
  orderNumber: string | null;
  order: PlacedOrder | null;
  loading: boolean;
  /** The delivery address as placed (the receipt's, until the shop's answer arrives). */
  address: string[];
  /** A guest is offered to create an account, prefilled from the order's shipping address. */
  canCreateAccount: boolean;
  createAccount: () => void;
}

/** /order-confirmation: the receipt of the order just placed, with its lines and totals from the shop. */
export function useOrderConfirmation(): OrderConfirmationView {
  usePageTitle(M.confirmationTitle);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const { order: receipt } = useAppSelector(selectReceipt);
  const shipping = receipt.shipping_address;
  const orderNumber = receipt.id ? orderNumberOf(receipt.id) : null;
  const { order, loading } = usePlacedOrder(
    orderNumber,
    shipping?.email ? { email: shipping.email, lastname: shipping.lastname } : null,
  );
  const placed = order?.shipping_address;
  const source = placed ?? shipping;
  const address = source
    ? [
        `${source.firstname} ${source.lastname}`,
        ...source.street.filter((line): line is string => Boolean(line)),
        `${source.city} ${source.postcode ?? ''}`.trim(),
        source.telephone ?? '',
      ].filter((line): line is string => Boolean(line))
    : [];
  return {
    orderNumber: order?.number ?? orderNumber,
    order,
    loading,
    address,
    canCreateAccount: !isSignedIn && Boolean(shipping),
    createAccount: () => void dispatch(createAccountAfterOrder((to) => void navigate(to))),
  };
}
