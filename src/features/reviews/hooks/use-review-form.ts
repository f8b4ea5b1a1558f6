import { useState } from 'react';
import { CombinedGraphQLErrors } from '@apollo/client';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useAppSelector } from '../../../app/hooks';
import { track } from '../../analytics';
import { selectIsSignedIn } from '../../user';
import {
  CREATE_PRODUCT_REVIEW,
  GET_REVIEWER_NAME,
  type CreateProductReviewData,
  type RatingMetadata,
  type ReviewerNameData,
} from '../api/reviews.graphql';
import { REVIEW_EVENTS } from '../constants';
import { REVIEWS_MESSAGES as M } from '../messages';
import {
  averageGiven,
  checkDraft,
  reviewInput,
  type ReviewDraft,
  type ReviewErrors,
  type ReviewField,
  type TextField,
} from '../review-form-rules';

type Typed = Omit<ReviewDraft, 'nickname'> & { nickname: string | null };

export interface ReviewFormProps {
  sku: string;
  productName: string;
  ratings: RatingMetadata[];
}

export interface ReviewFormView {
  draft: ReviewDraft;
  errors: ReviewErrors;
  /** Where focus goes after a refused submit (the first field with an error), once per submit. */
  focus: { field: ReviewField } | null;
  sending: boolean;
  /** The shop's answer: waiting for moderation, published, or why it failed. */
  outcome: { kind: 'pending' | 'published' | 'failed'; message: string } | null;
  rate: (ratingId: string, valueId: string) => void;
  change: (field: TextField, value: string) => void;
  submit: () => void;
}

/** Magento's message where it sent one for the shopper (an expected error has a category), else ours. */
function failureMessage(error: unknown): string {
  const first = CombinedGraphQLErrors.is(error) ? error.errors[0] : undefined;
  return first?.extensions?.category ? first.message : M.failed;
}

/**
 * The "Write a review" form: the shopper's ratings and words (the nickname starts as the signed-in customer's
 * first name, as Magento's does, until the shopper types their own), checked here first, then sent; a published review (a verified purchase)
 * shows in the list at once, a pending one waits for the operator.
 */
export function useReviewForm({ sku, productName, ratings }: ReviewFormProps): ReviewFormView {
  const apollo = useApolloClient();
  const empty = (): Typed => ({ ratings: {}, nickname: null, summary: '', text: '' });
  // What the shopper typed; the nickname is null until they type one.
  const [typed, setTyped] = useState<Typed>(empty);
  const signedIn = useAppSelector(selectIsSignedIn);
  // The cached customer when the header has asked already; the shop's answer otherwise.
  const firstname = useQuery<ReviewerNameData>(GET_REVIEWER_NAME, { skip: !signedIn }).data?.customer
    ?.firstname;
  const draft: ReviewDraft = { ...typed, nickname: typed.nickname ?? firstname ?? '' };
  const [errors, setErrors] = useState<ReviewErrors>({});
  const [focus, setFocus] = useState<ReviewFormView['focus']>(null);
  const [outcome, setOutcome] = useState<ReviewFormView['outcome']>(null);
  const [create, { loading: sending }] = useMutation<CreateProductReviewData>(CREATE_PRODUCT_REVIEW);

  const forget = (field: ReviewField) => setErrors(({ [field]: _, ...rest }) => rest);

  async function send() {
    try {
      const { data } = await create({ variables: { input: reviewInput(sku, draft, ratings) } });
      const published = data?.createProductReview.moderation_status === 'APPROVED';
      track(REVIEW_EVENTS.submitted, {
        ecommerce: { items: [{ item_id: sku, item_name: productName }] },
        review_rating: averageGiven(draft, ratings),
        review_status: published ? 'published' : 'pending',
      });
      setOutcome(
        published ? { kind: 'published', message: M.published } : { kind: 'pending', message: M.pending },
      );
      setTyped({ ...empty(), nickname: typed.nickname });
      // Listed now: the product's rating and the list are asked again.
      if (published) void apollo.refetchQueries({ include: ['GetProductReviews', 'GetProductDetail'] });
    } catch (error) {
      setOutcome({ kind: 'failed', message: failureMessage(error) });
    }
  }

  return {
    draft,
    errors,
    focus,
    sending,
    outcome,
    rate: (ratingId, valueId) => {
      setTyped((t) => ({ ...t, ratings: { ...t.ratings, [ratingId]: valueId } }));
      if (ratings.every((r) => r.id === ratingId || draft.ratings[r.id])) forget('ratings');
    },
    change: (field, value) => {
      setTyped((t) => ({ ...t, [field]: value }));
      if (value.trim()) forget(field);
    },
    submit: () => {
      if (sending) return;
      const found = checkDraft(draft, ratings);
      setErrors(found);
      const first = (Object.keys(found) as ReviewField[])[0];
      setFocus(first ? { field: first } : null);
      if (first) return;
      setOutcome(null);
      void send();
    },
  };
}
