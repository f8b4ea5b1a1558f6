// Specifications of the other lines: appliances, kitchen and home, accessories, apparel, and the virtual
// products (gift cards, plans, bill payments).
import { pick, tier, year, type Model, type Specs } from './catalog-specs-values';

export function appliance(path: string, { name, rng }: Model): Specs {
  const stars = name.match(/(\d) Star/)?.[1] ?? pick(rng, ['3', '4', '5']);
  const rating = { energy_rating: `${stars} Star (BEE)` };
  if (path.endsWith('air-conditioners'))
    return {
      capacity: `${name.match(/([\d.]+) Ton/)?.[1] ?? '1.5'} Ton, inverter split`,
      ...rating,
      power: `${pick(rng, [1450, 1560, 1690])} W`,
      warranty: `${year(1)} comprehensive, 10 years on the compressor`,
    };
  if (path.endsWith('refrigerators'))
    return {
      capacity: `${name.match(/(\d+) L/)?.[1] ?? '260'} L, frost free double door`,
      ...rating,
      warranty: `${year(1)} comprehensive, 10 years on the compressor`,
    };
  if (path.endsWith('washing-machines'))
    return {
      capacity: `${name.match(/(\d+) kg/)?.[1] ?? '7'} kg, ${name.includes('Top') ? 'top load' : 'front load'}`,
      ...rating,
      power: `${pick(rng, [1000, 1200, 1400])} rpm spin`,
      warranty: `${year(2)} comprehensive, 10 years on the motor`,
    };
  return {
    capacity: `Rooms up to ${pick(rng, [300, 400, 500])} sq ft`,
    material: 'True HEPA H13 and activated carbon filter',
    power: `${pick(rng, [30, 45, 50])} W`,
    warranty: `${year(1)} manufacturer warranty`,
  };
}

/** What the name says a kitchen or home product is made of. */
const MATERIALS: readonly (readonly [RegExp, string])[] = [
  [/Stainless Steel|Tri-Ply|Thermosteel/i, 'Stainless steel'],
  [/Hard Anodised/i, 'Hard anodised aluminium'],
  [/Granite/i, 'Granite-finish non-stick coated aluminium'],
  [/Non-Stick/i, 'Non-stick coated aluminium'],
  [/Brass/i, 'Brass'],
  [/Cotton/i, '100% cotton'],
  [/Ceramic/i, 'Ceramic'],
  [/Glass/i, 'Glass'],
  [/Lunch Box|Bottle/i, 'Food-grade stainless steel and plastic'],
];
const materialOf = (name: string) => MATERIALS.find(([pattern]) => pattern.test(name))?.[1];

export function kitchen(path: string, { name, rng }: Model): Specs {
  if (path.endsWith('mixer-grinders'))
    return {
      power: `${name.match(/(\d+) W/)?.[1] ?? '750'} W motor`,
      capacity: `${pick(rng, [3, 3, 4])} stainless steel jars`,
      in_the_box: 'Motor unit, jars with lids, user manual',
      warranty: `${year(2)} on the product, 5 years on the motor`,
    };
  if (path.endsWith('air-fryers'))
    return {
      capacity: `${name.match(/([\d.]+) L/)?.[1] ?? '4.2'} L`,
      power: `${pick(rng, [1400, 1500])} W`,
      warranty: `${year(2)} manufacturer warranty`,
    };
  if (path.endsWith('cookware'))
    return {
      material: materialOf(name) ?? pick(rng, ['Stainless steel', 'Aluminium']),
      compatibility: 'Gas stove and induction',
      care: 'Hand wash recommended',
      warranty: `${year(pick(rng, [2, 5]))} manufacturer warranty`,
    };
  return { material: materialOf(name) ?? pick(rng, ['Mango wood', 'Iron']), care: 'Wipe with a dry cloth' };
}

export function accessory(path: string, { name, mrp, rng }: Model): Specs {
  if (path.endsWith('power-banks'))
    return {
      capacity: `${name.match(/(\d+)mAh/)?.[1] ?? (name.includes('20K') ? '20000' : '10000')} mAh`,
      power: `${tier(mrp, [2000], ['12 W', '22.5 W'])} fast charging`,
      connectivity: 'USB Type-C in/out, 2 USB-A out',
      warranty: '6 months manufacturer warranty',
    };
  if (path.endsWith('cases-covers'))
    return {
      material: pick(rng, ['TPU', 'Polycarbonate and TPU', 'Silicone']),
      compatibility: name.replace(/^.* for /, ''),
      warranty: '6 months manufacturer warranty',
    };
  if (path.endsWith('chargers-cables'))
    return {
      power: name.match(/(\d+)W/) ? `${name.match(/(\d+)W/)![1]} W` : 'Up to 60 W',
      connectivity: name.includes('Lightning') ? 'USB Type-C to Lightning' : 'USB Type-C',
      warranty: `${year(1)} manufacturer warranty`,
    };
  if (path.endsWith('streaming-devices'))
    return {
      video: '4K HDR, Dolby Vision',
      connectivity: 'Wi-Fi 6, Bluetooth, HDMI',
      operating_system: pick(rng, ['Google TV', 'Fire OS', 'tvOS']),
      warranty: `${year(1)} manufacturer warranty`,
    };
  if (path.endsWith('monitors'))
    return {
      display: `${name.match(/(\d+)-inch/)?.[1] ?? '27'}-inch ${name.includes('QHD') ? 'QHD' : 'Full HD'} IPS, ${name.includes('Gaming') ? '165Hz' : '75Hz'}`,
      connectivity: 'HDMI, DisplayPort, 3.5 mm audio out',
      warranty: `${year(3)} manufacturer warranty`,
    };
  if (path.endsWith('keyboards-mice'))
    return {
      connectivity: 'Bluetooth and 2.4 GHz USB receiver',
      battery: `Up to ${pick(rng, [12, 24, 36])} months (AA/AAA)`,
      compatibility: 'Windows, macOS, ChromeOS, Android',
      warranty: `${year(1)} manufacturer warranty`,
    };
  if (path.endsWith('consoles'))
    return {
      storage: name.includes('512GB') ? '512 GB SSD' : '1 TB SSD',
      video: 'Up to 4K at 120 fps',
      in_the_box: 'Console, wireless controller, HDMI cable, power cord',
      warranty: `${year(1)} manufacturer warranty`,
    };
  return {
    connectivity: 'Bluetooth, USB Type-C',
    compatibility: pick(rng, ['PS5 and PC', 'Xbox Series X|S and PC']),
    warranty: `${year(1)} manufacturer warranty`,
  };
}

export function apparel(path: string, { name, rng }: Model): Specs {
  if (path.endsWith('footwear'))
    return {
      material: pick(rng, ['Mesh upper, rubber sole', 'Synthetic leather upper, rubber sole']),
      fit: 'True to size',
      care: 'Wipe with a clean, dry cloth',
    };
  if (path.endsWith('watches'))
    return {
      display: 'Analog',
      material: pick(rng, ['Stainless steel case, leather strap', 'Brass case, stainless steel strap']),
      water_resistance: pick(rng, ['30 m', '50 m']),
      warranty: `${year(2)} manufacturer warranty`,
    };
  return {
    material: pick(rng, ['100% cotton', 'Cotton blend', 'Rayon']),
    fit: name.includes('Slim') ? 'Slim fit' : 'Regular fit',
    care: 'Machine wash cold, do not bleach',
  };
}

export function service(path: string, { spec }: Model): Specs {
  if (path === 'gift-cards')
    return {
      validity: '12 months from the date of issue',
      redemption: 'Sent by e-mail at once; apply the code in the cart',
    };
  if (path === 'student-plans')
    return { validity: spec || '12 months', redemption: 'Activated on verification of your institute ID' };
  return { validity: spec || 'Paid to the biller at once', redemption: 'Confirmed by SMS and e-mail' };
}
