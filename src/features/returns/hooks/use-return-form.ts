import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { toRequestError } from '../../../lib/request';
import { useToasts } from '../../../ui/toast/use-toasts';
import { usePageTitle } from '../../routing';
import {
  GET_RETURN_FORM,
  REQUEST_RETURN,
  type ReturnAttribute,
  type ReturnData,
  type ReturnFormData,
} from '../api/returns.graphql';
import { MY_RETURNS_PATH, REASON, RESOLUTION } from '../constants';
import { RETURN_MESSAGES as M } from '../messages';
import { trackReturnRequested } from '../return-events';

export interface ReturnLine {
  id: string;
  name: string;
  sku: string;
  options: string[];
  /** The most that can still be returned: shipped, less refunded and what earlier returns asked for. */
  max: number;
}

export interface LineChoice {
  selected: boolean;
  quantity: number;
  reason: string;
  resolution: string;
}

export type Choice = { label: string; value: string };

export interface ReturnFormView {
  loading: boolean;
  error: boolean;
  retry: () => void;
  notFound: boolean;
  number: string;
  windowDays: number | null;
  lines: ReturnLine[];
  reasons: Choice[];
  resolutions: Choice[];
  choiceOf: (id: string) => LineChoice;
  change: (id: string, change: Partial<LineChoice>) => void;
  comment: string;
  setComment: (text: string) => void;
  submit: () => void;
  submitting: boolean;
  problem: string | null;
}

const options = (attribute: ReturnAttribute | undefined): Choice[] =>
  (attribute?.options ?? []).flatMap((o) => (o ? [o] : []));

function toLines(data: ReturnFormData | undefined, number: string): ReturnLine[] | null {
  const order = data?.customer?.orders?.items.find((o) => o?.number === number);
  if (!order) return null;
  return (order.items ?? []).flatMap((item) => {
    const max =
      (item?.quantity_shipped ?? 0) - (item?.quantity_refunded ?? 0) - (item?.quantity_return_requested ?? 0);
    if (!item?.eligible_for_return || max < 1) return [];
    const selected = (item.selected_options ?? []).flatMap((o) => (o ? [`${o.label}: ${o.value}`] : []));
    return [
      {
        id: item.id,
        name: item.product_name ?? item.product_sku,
        sku: item.product_sku,
        options: selected,
        max,
      },
    ];
  });
}

/** /order-history/{number}/return: choose items, quantities, reason and resolution, then requestReturn. */
export function useReturnForm(): ReturnFormView {
  usePageTitle(M.formTitle);
  const number = useParams().id ?? '';
  const { data, loading, error, refetch } = useQuery<ReturnFormData>(GET_RETURN_FORM, {
    variables: { number },
    fetchPolicy: 'network-only',
  });
  const [mutate, { loading: submitting }] = useMutation<{
    requestReturn: { return: ReturnData | null } | null;
  }>(REQUEST_RETURN);
  const [choices, setChoices] = useState<Record<string, LineChoice>>({});
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { addToast } = useToasts();
  const navigate = useNavigate();
  const lines = toLines(data, number);
  const attributes = (data?.attributesList?.items ?? []).flatMap((a) => (a ? [a] : []));
  const reasons = options(attributes.find((a) => a.code === REASON));
  const resolutions = options(attributes.find((a) => a.code === RESOLUTION));
  const choiceOf = (id: string): LineChoice =>
    choices[id] ?? { selected: false, quantity: 1, reason: '', resolution: '' };

  const submit = () => {
    const chosen = (lines ?? []).filter((line) => choiceOf(line.id).selected);
    if (chosen.length === 0) return setProblem(M.chooseItem);
    const incomplete = chosen.find((line) => !choiceOf(line.id).reason || !choiceOf(line.id).resolution);
    if (incomplete) return setProblem(M.chooseReason(incomplete.name));
    setProblem(null);
    const items = chosen.map((line) => {
      const c = choiceOf(line.id);
      return {
        order_item_uid: line.id,
        quantity_to_return: c.quantity,
        selected_custom_attributes: [
          { attribute_code: REASON, value: c.reason },
          { attribute_code: RESOLUTION, value: c.resolution },
        ],
      };
    });
    const orderUid = data?.customer?.orders?.items.find((o) => o?.number === number)?.id ?? '';
    const text = comment.trim();
    mutate({ variables: { input: { order_uid: orderUid, items, ...(text ? { comment_text: text } : {}) } } })
      .then(({ data: answer }) => {
        const ret = answer?.requestReturn?.return;
        if (!ret) throw new Error(M.requestFailed);
        const label = (list: Choice[], value: string) => list.find((o) => o.value === value)?.label ?? value;
        trackReturnRequested(
          number,
          ret.number,
          chosen.map((line) => ({
            sku: line.sku,
            quantity: choiceOf(line.id).quantity,
            reason: label(reasons, choiceOf(line.id).reason),
            resolution: label(resolutions, choiceOf(line.id).resolution),
          })),
        );
        addToast({ type: 'success', message: M.requested(ret.number) });
        navigate(MY_RETURNS_PATH);
      })
      .catch((e: unknown) => {
        const failure = toRequestError(e);
        setProblem(failure.kind === 'user' ? failure.message : M.requestFailed);
      });
  };

  return {
    loading: loading && !data,
    error: Boolean(error) && !data,
    retry: () => void refetch().catch(() => {}),
    notFound: Boolean(data) && lines === null,
    number,
    windowDays: data?.storeConfig?.returns_window_days ?? null,
    lines: lines ?? [],
    reasons,
    resolutions,
    choiceOf,
    change: (id, change) => setChoices((all) => ({ ...all, [id]: { ...choiceOf(id), ...change } })),
    comment,
    setComment,
    submit,
    submitting,
    problem,
  };
}
