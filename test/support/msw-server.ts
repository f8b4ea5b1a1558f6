// The one msw server web tests share. Tests add handlers with server.use(...); setup-web.ts resets them
// after each test and fails any request nobody answers.
import { setupServer } from 'msw/node';

export const server = setupServer();
