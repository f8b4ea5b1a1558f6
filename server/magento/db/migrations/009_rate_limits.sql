-- Requests counted for rate limits (server/magento/auth/rate-limits.ts) that have no table of their own: per client
-- address (sign-in failures, password-reset, OTP and sign-in-link requests) and per account where nothing
-- else records them (sign-in-link requests, failed OTP checks). subject is a lower-cased e-mail, a customer id
-- or an address. Rows older than a day are pruned as new ones are written.
CREATE TABLE rate_limit_events (
  event_id INTEGER PRIMARY KEY AUTOINCREMENT,
  action TEXT NOT NULL,
  subject TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX rate_limit_events_lookup ON rate_limit_events (action, subject, created_at);
CREATE INDEX rate_limit_events_age ON rate_limit_events (created_at);
