import { useEffect, useId, useRef } from 'react';
import { Button } from '../../../ui/button/button';
import { useReviewForm, type ReviewFormProps } from '../hooks/use-review-form';
import { REVIEWS_MESSAGES as M } from '../messages';
import { MAX_LENGTHS } from '../constants';
import type { TextField } from '../review-form-rules';

const TEXTS: [TextField, string][] = [
  ['nickname', M.nickname],
  ['summary', M.summary],
  ['text', M.text],
];

/**
 * "Write a review": a row of five stars per rating dimension (radio buttons: arrow keys move along a row), the
 * nickname, summary and review, each error under its field, and the shop's answer in a live region.
 */
export function ReviewForm(props: ReviewFormProps) {
  const view = useReviewForm(props);
  const id = useId();
  const fields = useRef(new Map<string, HTMLElement | null>());
  const firstRadio = (ratingId: string) => fields.current.get(`rating-${ratingId}`);

  useEffect(() => {
    if (!view.focus) return;
    const { field } = view.focus;
    const unrated = props.ratings.find((r) => !view.draft.ratings[r.id]);
    (field === 'ratings' && unrated ? firstRadio(unrated.id) : fields.current.get(field))?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per refused submit
  }, [view.focus]);

  const errorId = (field: string) => `${id}-${field}-error`;
  const error = (field: 'ratings' | TextField) =>
    view.errors[field] ? (
      <p className="review-form__error" id={errorId(field)}>
        {view.errors[field]}
      </p>
    ) : null;

  return (
    <form
      className="review-form"
      noValidate
      aria-labelledby={`${id}-heading`}
      onSubmit={(event) => {
        event.preventDefault();
        view.submit();
      }}
    >
      <h3 id={`${id}-heading`}>{M.writeReview}</h3>
      <p className="review-form__product">{M.youAreReviewing(props.productName)}</p>
      {props.ratings.map((rating) => {
        const chosen = Number(
          rating.values.find((v) => v?.value_id === view.draft.ratings[rating.id])?.value ?? 0,
        );
        return (
          <fieldset
            key={rating.id}
            className="review-form__rating"
            aria-describedby={view.errors.ratings ? errorId('ratings') : undefined}
          >
            <legend>{rating.name}</legend>
            {rating.values.map((option, i) =>
              option ? (
                <label key={option.value_id} className={Number(option.value) <= chosen ? 'is-on' : undefined}>
                  <input
                    type="radio"
                    name={`${id}-${rating.id}`}
                    value={option.value_id}
                    checked={view.draft.ratings[rating.id] === option.value_id}
                    onChange={() => view.rate(rating.id, option.value_id)}
                    ref={
                      i === 0 ? (input) => void fields.current.set(`rating-${rating.id}`, input) : undefined
                    }
                  />
                  <span aria-hidden="true">★</span>
                  <span className="visually-hidden">{M.starOption(Number(option.value))}</span>
                </label>
              ) : null,
            )}
          </fieldset>
        );
      })}
      {error('ratings')}
      {TEXTS.map(([field, label]) => {
        const Control = field === 'text' ? 'textarea' : 'input';
        return (
          <div key={field} className="review-form__field">
            <label htmlFor={`${id}-${field}`}>{label}</label>
            <Control
              id={`${id}-${field}`}
              ref={(element: HTMLInputElement | HTMLTextAreaElement | null) =>
                void fields.current.set(field, element)
              }
              value={view.draft[field]}
              maxLength={MAX_LENGTHS[field]}
              rows={field === 'text' ? 5 : undefined}
              autoComplete={field === 'nickname' ? 'nickname' : 'off'}
              aria-invalid={view.errors[field] ? true : undefined}
              aria-describedby={view.errors[field] ? errorId(field) : undefined}
              onChange={(event) => view.change(field, event.target.value)}
            />
            {error(field)}
          </div>
        );
      })}
      <Button type="submit" disabled={view.sending}>
        {view.sending ? M.submitting : M.submit}
      </Button>
      <div className="review-form__outcome" role={view.outcome?.kind === 'failed' ? 'alert' : 'status'}>
        {view.outcome ? (
          <p className={`review-form__message review-form__message--${view.outcome.kind}`}>
            {view.outcome.message}
          </p>
        ) : null}
      </div>
    </form>
  );
}
