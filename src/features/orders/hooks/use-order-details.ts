import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import type { BreakdownAmounts } from '../../../../common/price/price-breakdown-model';
import { orderShippingMethodLabel } from '../../checkout';
import { usePageTitle } from '../../routing';
import {
  GET_ORDER_DETAILS,
  type OrderAddress,
  type OrderDetails,
  type OrderDetailsData,
} from '../api/orders.graphql';
import { formatOrderDate } from '../format-date';
import { orderBreakdownAmounts } from '../../../../common/orders/order-breakdown';
import { ORDER_MESSAGES as M } from '../messages';

export interface OrderDetailsLine {
  id: string;
  name: string;
  sku: string;
  options: string[];
  quantity: number;
  price: number;
}

export interface OrderDetailsView {
  loading: boolean;
  error: boolean;
  retry: () => void;
  /** The signed-in customer has no order with this number (or it is someone else's). */
  notFound: boolean;
  number: string;
  date: string;
  status: string;
  currency: string | undefined;
  lines: OrderDetailsLine[];
  /** The order's money as the shop stored it: the lines the cart and checkout showed. */
  amounts: BreakdownAmounts | null;
  shippingAddress: OrderAddress | null;
  billingAddress: OrderAddress | null;
  paymentMethods: string[];
  shippingMethod: string | null;
}

export type OrderView = Omit<OrderDetailsView, 'loading' | 'error' | 'retry' | 'notFound'>;

/** An order as the order pages show it (the customer's detail page and a guest's Track your order). */
export function orderView(number: string, order: OrderDetails | null): OrderView {
  const total = order?.total;
  return {
    number,
    date: order ? formatOrderDate(order.order_date) : '',
    status: order?.status ?? '',
    currency: total?.grand_total.currency ?? undefined,
    lines: (order?.items ?? []).flatMap((line) =>
      line
        ? [
            {
              id: line.id,
              name: line.product_name ?? line.product_sku,
              sku: line.product_sku,
              options: (line.selected_options ?? []).flatMap((o) => (o ? [`${o.label}: ${o.value}`] : [])),
              quantity: line.quantity_ordered ?? 0,
              price: line.product_sale_price.value ?? 0,
            },
          ]
        : [],
    ),
    amounts: order ? orderBreakdownAmounts(order) : null,
    shippingAddress: order?.shipping_address ?? null,
    billingAddress: order?.billing_address ?? null,
    paymentMethods: (order?.payment_methods ?? []).flatMap((p) => {
      if (!p) return [];
      const emiMonths = p.additional_data?.find((d) => d?.name === 'emi_months')?.value;
      return [emiMonths ? M.paidByEmi(p.name, Number(emiMonths)) : p.name];
    }),
    shippingMethod: order?.carrier ? orderShippingMethodLabel(order.carrier, order.shipping_method) : null,
  };
}

/** /order-history/{number}: one of the signed-in customer's orders, asked for by its number. */
export function useOrderDetails(): OrderDetailsView {
  usePageTitle(M.detailsTitle);
  const number = useParams().id ?? '';
  const { data, loading, error, refetch } = useQuery<OrderDetailsData>(GET_ORDER_DETAILS, {
    variables: { number },
    fetchPolicy: 'cache-and-network',
  });
  const order = data?.customer?.orders?.items.find((o) => o?.number === number) ?? null;
  return {
    loading: loading && !data,
    error: Boolean(error) && !data,
    retry: () => void refetch().catch(() => {}),
    notFound: Boolean(data) && !order,
    ...orderView(number, order),
  };
}
