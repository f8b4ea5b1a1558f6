// SalesGraphQl: an order's invoices (CustomerOrder.invoices). The PDF has no field in Magento: it is downloaded
// from the invoice's id (common/invoice-pdf-path.ts).
import { gql } from '@apollo/client';

export const GET_ORDER_INVOICES = gql`
  query GetOrderInvoices($number: String!) {
    customer {
      id
      orders(filter: { number: { eq: $number } }, pageSize: 1) {
        items {
          id
          number
          invoices {
            id
            number
            total {
              grand_total {
                value
                currency
              }
            }
          }
        }
      }
    }
  }
`;

export interface OrderInvoice {
  id: string;
  number: string;
  total: { grand_total: { value: number | null; currency: string | null } } | null;
}

export interface OrderInvoicesData {
  customer: {
    id: number | null;
    orders: {
      items: ({ id: string; number: string; invoices: (OrderInvoice | null)[] } | null)[];
    } | null;
  } | null;
}
