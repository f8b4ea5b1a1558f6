import { useId } from 'react';
import type { SpecificationRow } from '../hooks/use-product-extras';
import { PRODUCT_MESSAGES } from '../messages';

/** The specifications table: one row per attribute visible on the front, labelled as the shop labels it. */
export function SpecificationsTable({ rows }: { rows: SpecificationRow[] }) {
  const headingId = useId();
  return (
    <section className="product-specifications" aria-labelledby={headingId}>
      <h2 id={headingId}>{PRODUCT_MESSAGES.specifications}</h2>
      <table className="product-specifications__table" aria-labelledby={headingId}>
        <tbody>
          {rows.map((row) => (
            <tr key={row.code}>
              <th scope="row">{row.label}</th>
              <td>{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
