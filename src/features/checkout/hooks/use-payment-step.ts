import { useMemo, useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import {
  toDraft,
  toIndianAddress,
  validateAddress,
  type AddressDraft,
  type AddressErrors,
} from '../../address';
import {
  gstAddressFields,
  gstDraftOf,
  validateGstInvoice,
  type GstInvoiceDraft,
  type GstInvoiceErrors,
} from '../../gst-invoice';
import { selectCheckout, selectStepError, selectStepStatus } from '../checkout-slice';
import { submitBillingAddress, submitPaymentMethod } from '../checkout-steps';
import { CHECKOUT_MESSAGES as M } from '../page-messages';
import { allPaymentOptions } from '../all-payment-options';
import {
  groupByProvider,
  offeredPaymentOptions,
  type PaymentContext,
  type PaymentGroup,
  type PaymentOption,
} from '../payment-options';

export interface PaymentStepView {
  sameAsShipping: boolean;
  setSameAsShipping: (same: boolean) => void;
  billingDraft: AddressDraft;
  setBillingDraft: (draft: AddressDraft) => void;
  billingErrors: AddressErrors;
  /** "Need a GST invoice?": the GSTIN and business name on the billing address. */
  gst: GstInvoiceDraft;
  setGst: (draft: GstInvoiceDraft) => void;
  gstErrors: GstInvoiceErrors;
  options: PaymentOption[];
  /** The options as shown: each gateway's under its provider's name. */
  groups: PaymentGroup[];
  chosen: string;
  choose: (id: string) => void;
  submitting: boolean;
  error: string | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/** Billing (same as shipping by default) and the payment method, by SPEC 4's payment list rule. */
export function usePaymentStep(context: PaymentContext, onAccepted: () => void): PaymentStepView {
  const dispatch = useAppDispatch();
  const checkout = useAppSelector(selectCheckout);
  const billingStatus = useAppSelector(selectStepStatus('billingAddress'));
  const paymentStatus = useAppSelector(selectStepStatus('paymentMethod'));
  const billingFailure = useAppSelector(selectStepError('billingAddress'));
  const paymentFailure = useAppSelector(selectStepError('paymentMethod'));
  const saved = checkout.billingAddress;
  const [sameAsShipping, setSameAsShipping] = useState(saved?.sameAsShippingAddress ?? true);
  const [billingDraft, setBillingDraft] = useState<AddressDraft>(() =>
    saved && !saved.sameAsShippingAddress ? toDraft(saved) : toDraft(null),
  );
  const [billingErrors, setBillingErrors] = useState<AddressErrors>({});
  const [gst, setGst] = useState<GstInvoiceDraft>(() => gstDraftOf(saved));
  const [gstErrors, setGstErrors] = useState<GstInvoiceErrors>({});
  const [picked, setPicked] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const options = useMemo(() => offeredPaymentOptions(allPaymentOptions(), context), [context]);
  const groups = useMemo(() => groupByProvider(options), [options]);
  const savedOption = checkout.paymentData?.option ?? checkout.paymentCode;
  const chosen = picked ?? options.find((o) => o.id === savedOption)?.id ?? '';

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const option = options.find((o) => o.id === chosen);
    setMissing(!option);
    const found = sameAsShipping ? {} : validateAddress(billingDraft, { needsEmail: false });
    setBillingErrors(found);
    const gstFound = validateGstInvoice(gst);
    setGstErrors(gstFound);
    if (!option || Object.keys(found).length || Object.keys(gstFound).length) return;
    const shipping = checkout.shippingAddress;
    const invoice = gstAddressFields(gst);
    const billing = sameAsShipping
      ? { ...(shipping ?? toIndianAddress(billingDraft)), ...invoice, sameAsShippingAddress: true }
      : { ...toIndianAddress(billingDraft), ...invoice, sameAsShippingAddress: false };
    try {
      await dispatch(submitBillingAddress(billing));
      await dispatch(submitPaymentMethod({ code: option.pg, data: { option: option.id } }));
      onAccepted();
    } catch {
      // recorded as the step's rejection and shown beside it
    }
  };

  const failure =
    (billingStatus === 'failed' && billingFailure?.message) ||
    (paymentStatus === 'failed' && paymentFailure?.message) ||
    (missing ? M.choosePayment : null);
  return {
    sameAsShipping,
    setSameAsShipping,
    billingDraft,
    setBillingDraft,
    billingErrors,
    gst,
    setGst,
    gstErrors,
    options,
    groups,
    chosen,
    choose: (id) => {
      setPicked(id);
      setMissing(false);
    },
    submitting: billingStatus === 'pending' || paymentStatus === 'pending',
    error: failure || null,
    onSubmit: (event) => void onSubmit(event),
  };
}
