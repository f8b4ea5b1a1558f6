// SPEC 2.3's visited paths keep their query, but never a link's token (a guest's order, a password reset).
import { rememberPath } from './route-rules';

test('keeps the query, drops only the token’s value', () => {
  expect(rememberPath(['/a'], '/track-order?token=abc123', 5)).toEqual(['/track-order?token=', '/a']);
  expect(rememberPath([], '/customer/account/createPassword?id=5&token=xyz&x=1', 5)).toEqual([
    '/customer/account/createPassword?id=5&token=&x=1',
  ]);
  expect(rememberPath([], '/b?colour=red&mytoken=1', 5)).toEqual(['/b?colour=red&mytoken=1']);
});
