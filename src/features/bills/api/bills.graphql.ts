// Zepp_BillPayments (custom-modules.graphql): the biller catalogue, fetching and paying a bill through a payment
// gateway, one payment's status (the return page) and the customer's payments (/bills-and-recharge).
import { gql } from '@apollo/client';

export const GET_BILLER_CATEGORIES = gql`
  query GetBillerCategories {
    billerCategories {
      uid
      name
      segment
      icon
    }
  }
`;

export const GET_BILLERS = gql`
  query GetBillers($category: String!) {
    billers(category: $category) {
      id
      name
      category
      logo
      fetch_supported
      params {
        name
        label
        data_type
        optional
        min_length
        max_length
        regex
      }
    }
  }
`;

export const GET_RECHARGE_PLANS = gql`
  query GetRechargePlans($billerId: ID!) {
    rechargePlans(biller_id: $billerId) {
      id
      amount {
        value
        currency
      }
      validity
      description
    }
  }
`;

export const BILL_PAYMENT_FRAGMENT = gql`
  fragment BillPaymentFields on BillPayment {
    id
    biller_id
    biller_name
    category
    amount {
      value
      currency
    }
    status
    transaction_id
    params {
      name
      value
    }
    created_at
  }
`;

export const FETCH_BILL = gql`
  mutation FetchBill($input: FetchBillInput!) {
    fetchBill(input: $input) {
      success
      message
      bill {
        ref_id
        biller_id
        customer_name
        bill_number
        bill_date
        due_date
        amount {
          value
          currency
        }
      }
    }
  }
`;

export const PAY_BILL = gql`
  mutation PayBill($input: PayBillInput!) {
    payBill(input: $input) {
      success
      message
      payment_url
      payment {
        ...BillPaymentFields
      }
    }
  }
  ${BILL_PAYMENT_FRAGMENT}
`;

export const GET_BILL_PAYMENT = gql`
  query GetBillPayment($id: ID!) {
    billPayment(id: $id) {
      ...BillPaymentFields
    }
  }
  ${BILL_PAYMENT_FRAGMENT}
`;

export const GET_BILL_PAYMENTS = gql`
  query GetBillPayments($currentPage: Int!, $pageSize: Int!) {
    customer {
      id
      bill_payments(currentPage: $currentPage, pageSize: $pageSize) {
        total_count
        page_info {
          current_page
          total_pages
        }
        items {
          ...BillPaymentFields
        }
      }
    }
  }
  ${BILL_PAYMENT_FRAGMENT}
`;

interface Money {
  value: number | null;
  currency: string | null;
}

export interface BillerCategory {
  uid: string;
  name: string;
  segment: string;
  icon: string | null;
}

export interface BillerParam {
  name: string;
  label: string | null;
  data_type: string | null;
  optional: boolean | null;
  min_length: number | null;
  max_length: number | null;
  regex: string | null;
}

export interface Biller {
  id: string;
  name: string;
  category: string | null;
  logo: string | null;
  fetch_supported: boolean | null;
  params: (BillerParam | null)[];
}

export interface RechargePlan {
  id: string;
  amount: Money | null;
  validity: string | null;
  description: string | null;
}

export interface Bill {
  ref_id: string;
  biller_id: string | null;
  customer_name: string | null;
  bill_number: string | null;
  bill_date: string | null;
  due_date: string | null;
  amount: Money | null;
}

export interface BillPayment {
  id: string;
  biller_id: string | null;
  biller_name: string | null;
  category: string | null;
  amount: Money | null;
  status: 'PENDING' | 'SUCCESS' | 'FAILED' | 'REFUNDED' | null;
  transaction_id: string | null;
  params: ({ name: string; value: string | null } | null)[] | null;
  created_at: string | null;
}

export interface BillerCategoriesData {
  billerCategories: (BillerCategory | null)[] | null;
}
export interface BillersData {
  billers: (Biller | null)[] | null;
}
export interface RechargePlansData {
  rechargePlans: (RechargePlan | null)[] | null;
}
export interface FetchBillData {
  fetchBill: { success: boolean | null; message: string | null; bill: Bill | null } | null;
}
export interface PayBillData {
  payBill: {
    success: boolean | null;
    message: string | null;
    payment_url: string | null;
    payment: BillPayment | null;
  } | null;
}
export interface BillPaymentData {
  billPayment: BillPayment | null;
}
export interface BillPaymentsData {
  customer: {
    id: number | null;
    bill_payments: {
      total_count: number;
      page_info: { current_page: number | null; total_pages: number | null } | null;
      items: (BillPayment | null)[];
    } | null;
  } | null;
}
