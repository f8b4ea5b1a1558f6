import { render, screen } from '@testing-library/react';
import { Price } from './price';

test('shows whole rupees as such and paise only when an amount has them, in the Indian format', () => {
  render(
    <ul>
      <li>
        <Price value={46998} />
      </li>
      <li>
        <Price value={123456.7} />
      </li>
    </ul>,
  );
  const [whole, withPaise] = screen.getAllByRole('listitem');
  expect(whole).toHaveTextContent(/^₹46,998$/);
  expect(withPaise).toHaveTextContent(/^₹1,23,456\.70$/);
});
