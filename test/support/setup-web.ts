// Web (jsdom) test setup: jest-dom matchers. The msw server lifecycle is added by the data-layer work.
import '@testing-library/jest-dom';
