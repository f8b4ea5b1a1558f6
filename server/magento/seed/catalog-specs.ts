// The demo catalogue's specifications: the product attributes a shop lists in a product's specifications table
// (display, processor, RAM, battery, warranty…), and each product line's believable values, from the model's
// spec in brackets, its price tier and a PRNG seeded by its SKU (so the catalogue's other values, drawn from the
// generator's own PRNG, do not move when a line's specifications change).
import type { CategoryLines, Line } from './catalog-lines';
import { seededRng } from './catalog-generate-product';
import { audio, camera, laptop, phone, tablet, television, wearable } from './catalog-specs-electronics';
import { accessory, apparel, appliance, kitchen, service } from './catalog-specs-home';
import type { Model, Specs } from './catalog-specs-values';

/** The specification attributes, in the order a table lists them: [code, label]. */
export const SPEC_ATTRIBUTES: readonly (readonly [code: string, label: string])[] = [
  ['display', 'Display'],
  ['processor', 'Processor'],
  ['graphics', 'Graphics'],
  ['ram', 'RAM'],
  ['storage', 'Storage'],
  ['camera', 'Camera'],
  ['sensor', 'Sensor'],
  ['video', 'Video Recording'],
  ['audio', 'Audio'],
  ['battery', 'Battery'],
  ['capacity', 'Capacity'],
  ['power', 'Power'],
  ['energy_rating', 'Energy Rating'],
  ['connectivity', 'Connectivity'],
  ['operating_system', 'Operating System'],
  ['water_resistance', 'Water Resistance'],
  ['material', 'Material'],
  ['compatibility', 'Compatibility'],
  ['fit', 'Fit'],
  ['care', 'Care Instructions'],
  ['validity', 'Validity'],
  ['redemption', 'How to Use'],
  ['in_the_box', 'In the Box'],
  ['warranty', 'Warranty'],
];

function byLine(entry: CategoryLines, model: Model): Specs {
  const { path, kind, noun } = entry;
  if (entry.type === 'virtual') return service(path, model);
  if (kind === 'phone' && !path.endsWith('cases-covers')) return phone(model);
  if (kind === 'tablet') return tablet(model);
  if (kind === 'laptop') return laptop(model);
  if (kind === 'earbuds' || kind === 'headphones' || kind === 'speaker' || kind === 'soundbar')
    return audio(kind, model);
  if ((kind === 'watch' || kind === 'ring') && path.startsWith('wearables')) return wearable(noun, model);
  if (kind === 'tv') return television(model);
  if (kind === 'appliance') return appliance(path, model);
  if (kind === 'kitchen') return kitchen(path, model);
  if (kind === 'camera') return camera(path, model);
  if (path.startsWith('fashion')) return apparel(path, model);
  return accessory(path, model);
}

/** A number from the SKU's characters: its own PRNG seed. */
const seedOf = (sku: string) =>
  [...sku].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619), 2166136261);

/** A model's specifications, in SPEC_ATTRIBUTES' order. */
export function specsFor(entry: CategoryLines, line: Line, name: string, sku: string): Specs {
  const [brand, , mrp, spec = ''] = line;
  const specs = byLine(entry, { brand, name, mrp, spec, rng: seededRng(seedOf(sku)) });
  return Object.fromEntries(SPEC_ATTRIBUTES.flatMap(([code]) => (specs[code] ? [[code, specs[code]]] : [])));
}
