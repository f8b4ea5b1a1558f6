import { render, screen } from '@testing-library/react';
import { Price } from './price';

test('shows whole rupees in the Indian format by default, two decimals when asked', () => {
  render(
    <ul>
      <li>
        <Price value={123456.7} />
      </li>
      <li>
        <Price value={123456.7} float />
      </li>
    </ul>,
  );
  const [whole, float] = screen.getAllByRole('listitem');
  expect(whole).toHaveTextContent('₹1,23,457');
  expect(float).toHaveTextContent('₹1,23,456.70');
});
