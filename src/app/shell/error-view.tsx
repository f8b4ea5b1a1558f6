import './error-view.css';
import { useEffect, useState } from 'react';
import { nanoid } from '@reduxjs/toolkit';
import { Button } from '../../ui/button/button';
import { SHELL_MESSAGES } from './messages';

/** The error view of the app's error boundaries: what was thrown is logged under an id the shopper can quote. */
export function ErrorView({ error }: { error: unknown }) {
  const [id] = useState(() => nanoid(10));
  useEffect(() => {
    console.error(`Unhandled error ${id}`, error);
  }, [error, id]);

  return (
    <section className="error-view" aria-labelledby="error-view-heading">
      <h1 id="error-view-heading" className="error-view__heading">
        {SHELL_MESSAGES.errorHeading}
      </h1>
      <p className="error-view__message">{SHELL_MESSAGES.errorMessage}</p>
      <div className="error-view__actions">
        {/* Full page loads: after a crash the in-memory state is not to be trusted. */}
        <a className="button button--primary" href="/">
          {SHELL_MESSAGES.takeMeHome}
        </a>
        <Button variant="secondary" onClick={() => window.location.reload()}>
          {SHELL_MESSAGES.reload}
        </Button>
      </div>
      <p className="error-view__debug">Debug: {id}</p>
    </section>
  );
}
