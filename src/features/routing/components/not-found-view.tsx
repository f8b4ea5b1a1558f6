import './not-found-view.css';
import { Link } from 'react-router-dom';
import { ROUTING_MESSAGES } from '../messages';

interface NotFoundViewProps {
  /** An extra line under the heading, e.g. the routing "page doesn't exist" message. */
  message?: string;
}

export function NotFoundView({ message }: NotFoundViewProps) {
  return (
    <section className="not-found-view site-width" aria-labelledby="not-found-heading">
      <h1 id="not-found-heading" className="not-found-view__heading">
        {ROUTING_MESSAGES.notFoundViewHeading}
      </h1>
      {message ? <p className="not-found-view__message">{message}</p> : null}
      <Link className="button button--primary" to="/">
        {ROUTING_MESSAGES.backToHome}
      </Link>
    </section>
  );
}
