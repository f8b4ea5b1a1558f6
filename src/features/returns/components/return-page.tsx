import './returns.css';
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../ui/button/button';
import { LoadingIndicator } from '../../../ui/loading-indicator/loading-indicator';
import { NotFoundView } from '../../routing';
import { useReturnForm, type Choice, type ReturnFormView, type ReturnLine } from '../hooks/use-return-form';
import { RETURN_MESSAGES as M } from '../messages';

function Select(props: {
  label: string;
  value: string;
  choices: Choice[];
  onChange: (value: string) => void;
}) {
  return (
    <label className="return-form__field">
      {props.label}
      <select value={props.value} onChange={(e) => props.onChange(e.target.value)}>
        <option value="">{M.choose}</option>
        {props.choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    </label>
  );
}

function Line({ line, view }: { line: ReturnLine; view: ReturnFormView }) {
  const choice = view.choiceOf(line.id);
  return (
    <li className="return-form__line">
      <label className="return-form__pick">
        <input
          type="checkbox"
          checked={choice.selected}
          onChange={(e) => view.change(line.id, { selected: e.target.checked })}
        />
        {M.returnThis(line.name)}
      </label>
      {line.options.map((o) => (
        <span key={o} className="return-form__option">
          {o}
        </span>
      ))}
      {choice.selected ? (
        <div className="return-form__details">
          <label className="return-form__field">
            {M.quantity(line.name)}
            <select
              value={choice.quantity}
              onChange={(e) => view.change(line.id, { quantity: Number(e.target.value) })}
            >
              {Array.from({ length: line.max }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
          <Select
            label={M.reason}
            value={choice.reason}
            choices={view.reasons}
            onChange={(reason) => view.change(line.id, { reason })}
          />
          <Select
            label={M.resolution}
            value={choice.resolution}
            choices={view.resolutions}
            onChange={(resolution) => view.change(line.id, { resolution })}
          />
        </div>
      ) : null}
    </li>
  );
}

function Form({ view }: { view: ReturnFormView }) {
  if (view.lines.length === 0) return <p>{M.nothingToReturn}</p>;
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    view.submit();
  };
  return (
    <form className="return-form" onSubmit={onSubmit} noValidate>
      {view.windowDays !== null ? <p>{M.windowNote(view.windowDays)}</p> : null}
      <ul className="return-form__lines">
        {view.lines.map((line) => (
          <Line key={line.id} line={line} view={view} />
        ))}
      </ul>
      <label className="return-form__field">
        {M.comment}
        <textarea value={view.comment} maxLength={2000} onChange={(e) => view.setComment(e.target.value)} />
      </label>
      {view.problem ? <p role="alert">{view.problem}</p> : null}
      <Button type="submit" disabled={view.submitting}>
        {view.submitting ? M.submitting : M.submit}
      </Button>
    </form>
  );
}

/** /order-history/{number}/return: the return form of one of the signed-in customer's delivered orders. */
export default function ReturnPage() {
  const view = useReturnForm();
  if (view.notFound) return <NotFoundView />;
  let body;
  if (view.loading) body = <LoadingIndicator>{M.loading}</LoadingIndicator>;
  else if (view.error)
    body = (
      <p role="alert">
        {M.loadError} <Button onClick={view.retry}>{M.retry}</Button>
      </p>
    );
  else body = <Form view={view} />;
  return (
    <article className="return-page site-width" aria-labelledby="return-heading">
      <Link to={`/order-history/${encodeURIComponent(view.number)}`}>{M.backToOrder}</Link>
      <h1 id="return-heading">{M.formHeading(view.number)}</h1>
      {body}
    </article>
  );
}
