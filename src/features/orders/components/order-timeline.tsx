import type { OrderTracking } from '../api/order-tracking.graphql';
import { TRACKING_MESSAGES as M } from '../messages';
import { timelineSteps } from '../order-tracking-model';

/** The statuses the order passed through, with dates; the current one marked, those ahead still to come. */
export function OrderTimeline({ tracking }: { tracking: OrderTracking }) {
  const steps = timelineSteps(tracking);
  if (steps.length === 0) return null;
  return (
    <section className="order-tracking__section" aria-labelledby="order-timeline-heading">
      <h2 id="order-timeline-heading">{M.timeline}</h2>
      <ol className="order-timeline">
        {steps.map((step) => (
          <li
            key={step.key}
            className={`order-timeline__step order-timeline__step--${step.state}`}
            aria-current={step.state === 'current' ? 'step' : undefined}
          >
            <span className="order-timeline__label">{step.label}</span>
            {step.date ? (
              <time className="order-timeline__date" dateTime={step.date.iso}>
                {step.date.text}
              </time>
            ) : null}
            {step.state === 'upcoming' ? <span className="order-timeline__date">{M.upcoming}</span> : null}
            {step.state === 'current' ? <span className="visually-hidden">{M.current}</span> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
