// Specifications of the electronics lines: phones, tablets, laptops, audio, wearables, televisions, cameras.
import { gb, pick, tier, year, type Model, type Specs } from './catalog-specs-values';

export function phone({ brand, spec, mrp, rng }: Model): Specs {
  const apple = brand === 'apple';
  return {
    display: apple
      ? pick(rng, ['6.1-inch Super Retina XDR OLED', '6.7-inch Super Retina XDR OLED'])
      : `${pick(rng, ['6.5', '6.67', '6.7', '6.78'])}-inch ${tier(mrp, [15000, 30000], ['HD+ LCD, 90Hz', 'FHD+ AMOLED, 120Hz', 'QHD+ Dynamic AMOLED, 120Hz'])}`,
    processor: apple
      ? tier(mrp, [60000, 100000], ['A15 Bionic', 'A16 Bionic', 'A17 Pro'])
      : tier(
          mrp,
          [15000, 30000, 60000],
          [
            'MediaTek Dimensity 6100+',
            'MediaTek Dimensity 7050',
            'Qualcomm Snapdragon 7s Gen 2',
            'Qualcomm Snapdragon 8 Gen 3',
          ],
        ),
    ...(gb(spec, /(\d+GB) RAM/) ? { ram: gb(spec, /(\d+GB) RAM/)! } : {}),
    storage: gb(spec, /(\d+(?:GB|TB))(?! RAM)/) ?? '128 GB',
    camera: tier(
      mrp,
      [15000, 40000],
      [
        '50 MP + 2 MP rear, 8 MP front',
        '50 MP + 8 MP + 2 MP rear, 16 MP front',
        '200 MP + 12 MP + 10 MP rear, 12 MP front',
      ],
    ),
    battery: apple
      ? pick(rng, ['3349 mAh', '4383 mAh'])
      : `${pick(rng, [5000, 5000, 5500, 6000])} mAh, ${tier(mrp, [20000], ['18 W', '67 W'])} fast charging`,
    connectivity: '5G, 4G VoLTE, Wi-Fi 6, Bluetooth 5.3, USB Type-C',
    operating_system: apple ? 'iOS 17' : 'Android 14',
    in_the_box: apple ? 'Handset, USB-C cable' : 'Handset, charger, USB Type-C cable, SIM ejector',
    warranty: `${year(1)} manufacturer warranty for the device, 6 months for in-box accessories`,
  };
}

export function tablet({ spec, mrp }: Model): Specs {
  return {
    display: tier(mrp, [30000], ['10.9-inch 2K LCD', '11-inch Liquid Retina, 120Hz']),
    ...(gb(spec, /(\d+GB) RAM/) ? { ram: gb(spec, /(\d+GB) RAM/)! } : {}),
    storage: gb(spec, /(\d+(?:GB|TB))(?! RAM)/) ?? '128 GB',
    battery: `${tier(mrp, [30000], ['7040', '8000'])} mAh`,
    connectivity: spec.includes('5G') ? '5G, Wi-Fi 6, Bluetooth 5.3' : 'Wi-Fi 6, Bluetooth 5.3',
    warranty: `${year(1)} manufacturer warranty`,
  };
}

export function laptop({ brand, name, spec, mrp, rng }: Model): Specs {
  const parts = spec.split(', ');
  const cpu = parts.find((p) => /Core|Ryzen/.test(p));
  const gpu = parts.find((p) => /RTX|GTX|Radeon/.test(p));
  const apple = brand === 'apple';
  const size = name.match(/(\d+(?:\.\d)?)-inch/)?.[1] ?? pick(rng, ['14', '15.6', '16']);
  const panel = tier(mrp, [60000, 120000], ['FHD IPS', 'FHD IPS, 144Hz', 'QHD+ IPS, 165Hz']);
  return {
    display: `${size}-inch ${apple ? 'Liquid Retina' : panel}`,
    processor: apple
      ? `Apple ${name.match(/\((M\d)\)/)?.[1] ?? 'M2'} (8-core CPU)`
      : `${cpu?.startsWith('Ryzen') ? 'AMD' : 'Intel'} ${cpu ?? 'Core i5 13th Gen'}`,
    ...(gpu ? { graphics: `NVIDIA GeForce ${gpu}` } : {}),
    ram: gb(spec, /(\d+GB)(?! SSD)/) ?? '16 GB',
    storage: `${gb(spec, /(\d+(?:GB|TB)) SSD/) ?? '512 GB'} SSD`,
    battery: `${tier(mrp, [80000], ['3-cell 50 Wh', '4-cell 90 Wh'])}, up to ${pick(rng, [8, 10, 12, 15])} hours`,
    operating_system: apple ? 'macOS Sonoma' : 'Windows 11 Home, MS Office Home 2021',
    warranty: `${year(1)} onsite manufacturer warranty`,
  };
}

export function audio(kind: 'earbuds' | 'headphones' | 'speaker' | 'soundbar', { mrp, rng }: Model): Specs {
  if (kind === 'soundbar')
    return {
      power: `${tier(mrp, [20000, 35000], ['160 W', '400 W', '550 W'])} output`,
      audio: tier(
        mrp,
        [20000, 35000],
        ['2.1 channel, Dolby Audio', '5.1 channel, Dolby Digital', '5.1 channel, Dolby Atmos'],
      ),
      connectivity: 'HDMI ARC, optical, Bluetooth 5.0, USB',
      in_the_box: 'Soundbar, wireless subwoofer, remote, wall-mount kit',
      warranty: `${year(1)} manufacturer warranty`,
    };
  const battery =
    kind === 'earbuds'
      ? `Up to ${pick(rng, [30, 40, 50, 60])} hours with the case`
      : `Up to ${pick(rng, [12, 20, 30, 40])} hours`;
  return {
    audio:
      kind === 'speaker'
        ? `${tier(mrp, [5000, 15000], ['5 W', '20 W', '40 W'])} output, passive radiators`
        : `${kind === 'earbuds' ? pick(rng, [10, 12, 13]) : pick(rng, [30, 40, 50])} mm drivers${mrp > 5000 ? ', active noise cancellation' : ''}`,
    battery,
    connectivity: `Bluetooth ${pick(rng, ['5.3', '5.3', '5.4'])}${kind === 'earbuds' ? ', dual-device pairing' : ''}`,
    water_resistance: kind === 'headphones' ? 'Not water resistant' : pick(rng, ['IPX4', 'IPX5', 'IP67']),
    in_the_box:
      kind === 'earbuds'
        ? 'Earbuds, charging case, USB Type-C cable, ear tips'
        : `${kind === 'speaker' ? 'Speaker' : 'Headphones'}, USB Type-C cable`,
    warranty: `${year(1)} manufacturer warranty`,
  };
}

export function wearable(noun: string, { mrp, rng }: Model): Specs {
  const ring = noun.includes('ring');
  return {
    ...(ring
      ? {}
      : {
          display: `${pick(rng, ['1.47', '1.78', '1.96', '2.01'])}-inch ${tier(mrp, [4000], ['TFT', 'AMOLED, always-on'])}`,
        }),
    battery: `Up to ${ring ? pick(rng, [5, 6, 7]) : pick(rng, [7, 10, 14])} days`,
    connectivity: `Bluetooth 5.3${ring || noun.includes('band') ? '' : ', Bluetooth calling'}`,
    water_resistance: pick(rng, ['IP68', '5 ATM', '10 ATM']),
    compatibility: 'Android 8.0 and above, iOS 14 and above',
    warranty: `${year(1)} manufacturer warranty`,
  };
}

export function television({ name, mrp, rng }: Model): Specs {
  const size = name.match(/(\d+)-inch/)?.[1] ?? pick(rng, ['43', '50', '55']);
  return {
    display: `${size}-inch ${name.includes('Full HD') ? 'Full HD LED' : tier(mrp, [100000], ['4K Ultra HD LED', '4K QLED'])}, ${tier(mrp, [100000], ['60Hz', '120Hz'])}`,
    audio: `${tier(mrp, [50000], ['20 W', '40 W'])} output, Dolby Audio`,
    connectivity: '3 HDMI, 2 USB, Wi-Fi, Bluetooth 5.0',
    operating_system: pick(rng, ['Google TV', 'webOS', 'Tizen']),
    in_the_box: 'Television, remote, table-top stand, wall-mount bracket',
    warranty: `${year(1)} comprehensive, ${year(pick(rng, [1, 2]))} additional on the panel`,
  };
}

export function camera(path: string, { mrp, rng }: Model): Specs {
  const action = path.endsWith('action-cameras');
  return {
    sensor: action
      ? `${pick(rng, ['1/1.9-inch', '1-inch'])} CMOS, 27 MP`
      : `${tier(mrp, [50000], ['24.1 MP APS-C CMOS', '24.2 MP APS-C CMOS'])}`,
    video: action
      ? '5.3K at 60 fps, 4K at 120 fps'
      : tier(mrp, [50000], ['Full HD at 30 fps', '4K at 30 fps']),
    battery: `${pick(rng, [1720, 1800, 2000])} mAh lithium-ion`,
    connectivity: 'Wi-Fi, Bluetooth, USB Type-C',
    ...(action ? { water_resistance: 'Waterproof to 10 m without a housing' } : {}),
    warranty: `${year(action ? 1 : 2)} manufacturer warranty`,
  };
}
